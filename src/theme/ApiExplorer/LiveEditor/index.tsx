/**
 * Wraps the OpenAPI theme's request-body editor to show the reader's sandbox keys in the example
 * body (the point-of-sale id in place of its placeholder), as every other sample on the site does.
 * The editor itself is the theme's, patched to evaluate nothing (patches/README.md, OpenAPI theme item 8).
 *
 * The stock editor reads its text once, when it mounts. Saved keys arrive after hydration and
 * change when the reader saves or clears them, so this wrapper mounts it again with the new
 * example, but only while the body is still the example shown: an edit is never thrown away.
 *
 * It also hands each edit to the explorer's store off the typing path (./useDeferredBody: typing
 * fast used to lose keys), and stores the latest text as the editor loses the focus, before Send.
 */
import React, { memo, useCallback, useRef, useState, type ReactNode } from 'react';
import LiveEditor from '@theme-original/ApiExplorer/LiveEditor';
import { substituteSandboxKeys } from '@site/config/sandboxKeys';
import { useSandboxKeys } from '@site/src/components/SandboxKeys/store';
import { useDeferredBody } from './useDeferredBody';

/** What the explorer's Body passes (the stock editor's own props are typed `any`). */
type Props = {
  children: string;
  /** Receives the body text on mount and on every change (the explorer stores it as the request body). */
  action: (code: string) => void;
  language?: string;
  required?: boolean;
};

/**
 * The stock editor re-rendered only when its own props change: any other render of it puts the caret
 * back where the last key left it (use-editable), so a render between a key's down and up (the
 * store update after an edit, below) moved the next keys elsewhere in the text.
 */
const StockEditor = memo(LiveEditor as (props: Props) => ReactNode);

/** The stock editor trims one trailing newline from the text it is given. */
const asShown = (text: string) => text.replace(/\n$/, '');

export default function LiveEditorWrapper({ children, action, ...props }: Props): ReactNode {
  const { keys } = useSandboxKeys();
  const example = substituteSandboxKeys(children, keys);
  const [shown, setShown] = useState({ example, mount: 0 });
  // The body as the stock editor last reported it (it reports on mount and on every edit).
  const body = useRef(asShown(example));
  const { report, flush } = useDeferredBody(action);
  const reported = useCallback(
    (code: string) => {
      body.current = code;
      report(code);
    },
    [report],
  );
  if (example !== shown.example) {
    // Render-time update (React's pattern for state derived from props): no extra paint.
    setShown({ example, mount: body.current === asShown(shown.example) ? shown.mount + 1 : shown.mount });
  }
  return (
    // Blur bubbles here from the editor (React's onBlur is focusout): Send reads the stored body.
    <div onBlur={flush}>
      <StockEditor key={shown.mount} {...props} action={reported}>
        {shown.example}
      </StockEditor>
    </div>
  );
}
