/**
 * Rewrite of docusaurus-theme-openapi-docs 5.2.0 theme/ApiExplorer/LiveEditor (not a wrapper, not a
 * patch: the change replaces the component's core, react-live's LiveProvider).
 *
 * Changed: the stock request-body editor wraps the text in react-live's LiveProvider, which runs
 * every edit of the body through `new Function` (it is a JSX playground). This editor keeps the
 * same markup, highlighting, form wiring and behaviour (the same use-editable and Prism renderer
 * that react-live's editor uses) and evaluates nothing; it also fills in the reader's sandbox keys.
 * Why: our Content-Security-Policy has no 'unsafe-eval' (see the csp tests), which blocks
 * `new Function`; a request body is data, not code.
 * Upstream (no issue found; to send to PaloAltoNetworks/docusaurus-openapi-docs): "ApiExplorer's
 * LiveEditor evaluates the request body: react-live's LiveProvider transpiles and runs each edit
 * with `new Function`, so a site whose CSP lacks 'unsafe-eval' gets a CSP violation per keystroke.
 * The body is JSON/XML text; proposal: drop LiveProvider and use use-editable + prism-react-renderer
 * directly (react-live's own LiveEditor is exactly that), keeping the markup and classes."
 * Delete when: the installed theme's LiveEditor no longer imports react-live's LiveProvider (or
 * evaluates nothing), and the csp tests pass with the stock editor.
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrismTheme } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import { useEditable } from 'use-editable';
import { substituteSandboxKeys } from '@site/config/sandboxKeys';
import { useSandboxKeys } from '@site/src/components/SandboxKeys/store';

// The explorer's form comes from react-hook-form's CommonJS build (the theme `require`s it). An
// `import` would load its ES build, a second copy whose form context is empty: require the same one.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Controller, useFormContext } = require('react-hook-form') as typeof import('react-hook-form');

type CodeEditorProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  className: string;
  disabled: boolean;
  onChange: (code: string) => void;
};

/** An editable, highlighted <pre>: react-live's Editor without the playground around it. */
function CodeEditor({ code: initialCode, language, theme, className, disabled, onChange }: CodeEditorProps) {
  const editorRef = useRef<HTMLPreElement>(null);
  const [code, setCode] = useState(initialCode);
  useEffect(() => setCode(initialCode), [initialCode]);
  useEditable(
    editorRef,
    (text) => {
      const edited = text.slice(0, -1); // use-editable reports the trailing newline of the last line
      setCode(edited);
      onChange(edited);
    },
    { disabled },
  );
  return (
    <div className={className}>
      <Highlight code={code} theme={theme} language={language}>
        {({ className: highlightClass, tokens, getLineProps, getTokenProps, style }) => (
          <pre
            className={highlightClass}
            style={{ margin: 0, outline: 'none', padding: 10, fontFamily: 'inherit', ...theme.plain, ...style }}
            ref={editorRef}
            spellCheck="false"
          >
            {tokens.map((line, lineIndex) => (
              <span key={`line-${lineIndex}`} {...getLineProps({ line })}>
                {line
                  .filter((token) => !token.empty)
                  .map((token, tokenIndex) => (
                    <span key={`token-${tokenIndex}`} {...getTokenProps({ token })} />
                  ))}
                {'\n'}
              </span>
            ))}
          </pre>
        )}
      </Highlight>
    </div>
  );
}

type Props = {
  children: string;
  /** Receives the body text on every change (the explorer stores it as the request body). */
  action: (code: string) => void;
  language?: string;
  required?: boolean;
};

export default function LiveEditor({ children, action, language = 'json', required: isRequired }: Props): ReactNode {
  const prismTheme = usePrismTheme();
  const isBrowser = useIsBrowser();
  // The example body, with the reader's saved point-of-sale id in place of the placeholder.
  const { keys } = useSandboxKeys();
  const example = substituteSandboxKeys(children, keys).replace(/\n$/, '');
  const [code, setCode] = useState(example);
  const shownExample = useRef(example);
  useEffect(() => {
    // Saved keys arrive after hydration, and change when the reader saves or clears them: follow
    // them for as long as the reader has not edited the body.
    if (example === shownExample.current) return;
    if (code === shownExample.current) setCode(example);
    shownExample.current = example;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new example matters here
  }, [example]);
  const [editorDisabled, setEditorDisabled] = useState(false);

  useEffect(() => {
    action(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stock editor reports each new text, not new callbacks
  }, [code]);

  const {
    control,
    formState: { errors },
  } = useFormContext();
  const errorMessage = errors?.requestBody?.message;
  const showErrors = Boolean(errors?.requestBody);

  return (
    <div className="openapi-explorer__playground-container">
      <Controller
        control={control}
        rules={{
          required:
            isRequired && !code
              ? translate({ id: 'theme.openapi.form.fieldRequired', message: 'This field is required' })
              : false,
        }}
        name="requestBody"
        render={({ field: { onChange } }) => (
          <div onClick={() => setEditorDisabled(false)} onBlur={() => setEditorDisabled(true)}>
            <CodeEditor
              key={String(isBrowser)}
              className={clsx(
                'openapi-explorer__playground-editor',
                showErrors && ['openapi-explorer__form-item-input', 'error'],
              )}
              code={code}
              language={language}
              theme={prismTheme}
              disabled={editorDisabled}
              onChange={(snippet) => {
                setCode(snippet);
                onChange(snippet);
              }}
            />
          </div>
        )}
      />
      {showErrors && typeof errorMessage === 'string' && <div className="openapi-explorer__input-error">{errorMessage}</div>}
    </div>
  );
}
