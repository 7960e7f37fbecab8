/**
 * "Copy page" menu above a docs page, for readers who work with an AI assistant: copy the page's
 * Markdown twin, view it, or open ChatGPT or Claude with the page's URL in the prompt (plain links in
 * a new tab; nothing is sent before the click). A WAI-ARIA menu button (its keyboard and focus:
 * ./useMenuButton.ts).
 */
import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { CopyIcon, useCopy } from '@site/src/components/CopyValue/useCopy';
import { twinUrlOf } from '@site/src/plugins/llms-txt/twins';
import { assistantPrompt, assistants } from './assistants';
import styles from './styles.module.css';
import { useMenuButton } from './useMenuButton';

function ChevronIcon(): React.ReactElement {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" className={styles.chevron}>
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function ExternalIcon(): React.ReactElement {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" className={styles.external}>
      <path
        d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function MarkdownIcon(): React.ReactElement {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <rect x="2.5" y="5.5" width="19" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M6 15V9l2.5 3L11 9v6M16 9v6m-2-2 2 2 2-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function CopyPageMenu({ permalink }: { permalink: string }): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const twinUrl = useBaseUrl(twinUrlOf(permalink));
  const pageUrl = `${siteConfig.url}${useBaseUrl(permalink.replace(/(.)\/$/, '$1'))}`;
  const prompt = assistantPrompt(pageUrl);
  const { state, copy } = useCopy(async () => {
    const response = await fetch(twinUrl);
    if (!response.ok) throw new Error(`${twinUrl}: ${response.status}`);
    return response.text();
  });
  const { open, setOpen, close, openMenu, buttonId, menuId, button, menu, onButtonKeyDown, onMenuKeyDown } = useMenuButton();

  return (
    <div className={styles.menuButton}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-state={state}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <CopyIcon copied={state === 'copied'} />
        {state === 'copied' ? 'Copied' : 'Copy page'}
        <ChevronIcon />
      </button>
      <ul
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              close(true);
              void copy();
            }}
          >
            <CopyIcon copied={false} />
            Copy page as Markdown
          </button>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={twinUrl} onClick={() => setOpen(false)}>
            <MarkdownIcon />
            View as Markdown
          </a>
        </li>
        {assistants.map((assistant) => (
          <li role="none" key={assistant.name}>
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={assistant.url(prompt)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
            >
              <ExternalIcon />
              Open in {assistant.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <span role="status" className="visually-hidden">
        {state === 'copied'
          ? 'Page copied as Markdown'
          : state === 'failed'
            ? 'Copying failed: choose "View as Markdown" instead'
            : ''}
      </span>
    </div>
  );
}
