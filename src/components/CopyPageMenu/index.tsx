/**
 * "Copy page" menu above a docs page, for readers who work with an AI assistant: copy the page's
 * Markdown twin, view it, or open ChatGPT or Claude with the page's URL in the prompt (plain links in
 * a new tab; nothing is sent before the click). A WAI-ARIA menu button: Enter, Space or ArrowDown
 * opens it on the first item (ArrowUp on the last), arrows/Home/End move, Escape closes it and
 * returns focus to the button, Tab leaves it, a click outside closes it.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { CopyIcon, useCopy } from '@site/src/components/CopyValue/useCopy';
import { twinUrlOf } from '@site/src/plugins/llms-txt/twins';
import { assistantPrompt, assistants } from './assistants';
import styles from './styles.module.css';

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
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  /** The item to focus when the menu opens: the first or the last. */
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const openMenu = (at: 'first' | 'last') => {
    focusOnOpen.current = at;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) close(true);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      case ' ':
        // Space activates a link item as Enter does (a button item activates itself).
        if (!(document.activeElement instanceof HTMLAnchorElement)) return;
        document.activeElement.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

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
