/**
 * Docs page content with a toolbar for AI assistants and readers who want the source: "Copy page"
 * copies the page's Markdown twin (written by src/plugins/llms-txt at <permalink>.md) and "View as
 * Markdown" opens it. API pages (docs instance `api`) keep the content as it is.
 */
import React, { useEffect, useRef, useState } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { copyConfirmationMs } from '@site/config/brand';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;
type State = 'idle' | 'copied' | 'failed';

/** The Markdown twin's URL of a page: `/a/b` is /a/b.md, `/` is /index.md. */
function markdownUrlOf(permalink: string): string {
  const path = permalink.replace(/\/$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}

function MarkdownActions({ permalink }: { permalink: string }): React.ReactElement {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const url = markdownUrlOf(permalink);

  async function copy(): Promise<void> {
    window.clearTimeout(timer.current);
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), copyConfirmationMs);
  }

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={() => void copy()} data-state={state}>
        {state === 'copied' ? (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" data-icon="check">
            <path d="M5 12.5 10 17.5 19 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" data-icon="copy">
            <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        )}
        {state === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.action} href={url}>
        View as Markdown
      </a>
      <span role="status" className={styles.status}>
        {state === 'copied' ? 'Page copied as Markdown' : state === 'failed' ? 'Copying failed: open "View as Markdown" instead' : ''}
      </span>
    </div>
  );
}

export default function ContentWrapper(props: Props): React.ReactElement {
  const { metadata } = useDoc();
  const isApi = metadata.permalink === '/api' || metadata.permalink.startsWith('/api/');
  return (
    <>
      {!isApi && <MarkdownActions permalink={metadata.permalink} />}
      <Content {...props} />
    </>
  );
}
