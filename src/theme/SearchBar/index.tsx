/**
 * Replaces @theme/SearchBar of @docusaurus/theme-search-algolia 3.10.2 (stock: DocSearch's
 * button and modal wired together).
 * Changed: the stock bar imports `@docsearch/react/button`, which re-exports the package's one
 * file, so the whole modal (+56 KiB gzip) shipped in main.js although the modal itself was
 * imported on demand. Ours renders a small button of its own (SearchButton, same look) and
 * imports the modal (SearchModal: DocSearch, its styles and our props) on the first hover, focus,
 * touch, click or keyboard shortcut; the shortcuts are ours too (useSearchShortcuts).
 * Why not a wrapper: tried; the stock bar's eager modal-prop hooks cost main.js 1.2 KiB (src/theme/README.md).
 * Upstream (to send to facebook/docusaurus): "SearchBar: import DocSearchButton without the
 * modal (DocSearch's button.js re-exports dist/esm/index.js)".
 * Delete when: the installed theme's SearchBar neither pulls the modal into the main bundle nor
 * computes the modal's props before it opens (check with scripts/bench/page-weight.mjs); then wrap it.
 */
import React, { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import Head from '@docusaurus/Head';
import { searchMode as mode } from '@site/src/search/settings';
import SearchButton from './SearchButton';
import type { SearchModalProps } from './SearchModal';
import { useSearchShortcuts } from './useSearchShortcuts';
import './styles.css';

let modalModule: Promise<ComponentType<SearchModalProps>> | undefined;
/** The modal's chunk, fetched once; a failed fetch is tried again on the next hover or click. */
function loadModal(): Promise<ComponentType<SearchModalProps>> {
  // DocSearch's styles as the stock bar imports them (a dynamic import: the package declares no side
  // effects, so a static CSS import would be dropped); the build puts them in the site's stylesheet.
  modalModule ??= Promise.all([
    import(/* webpackChunkName: "search-modal" */ './SearchModal'),
    import('@docsearch/react/style'),
  ]).then(
    ([module]) => module.default,
    (error: unknown) => {
      modalModule = undefined;
      throw error;
    },
  );
  return modalModule;
}
/** Types `text` at the end of a React-controlled input, as the reader's keys would. */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const value = input.value + text;
  setValue?.call(input, input.maxLength > 0 ? value.slice(0, input.maxLength) : value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const preload = () => {
  loadModal().catch(() => {
    // Offline or a new deployment: the click tries again.
  });
};

export default function SearchBar(): React.ReactElement {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  /**
   * From the request to open until the modal's input has the focus: its code may still be
   * loading, React renders it in slices (a transition), and DocSearch (patched, see
   * patches/README.md) focuses the input in a task after the dialog is on screen. Characters typed
   * meanwhile (onInput) are kept and typed into the input, in order, as it takes the focus.
   */
  const opening = useRef(false);
  const typed = useRef('');
  const isOpening = useCallback(() => opening.current, []);
  const [focusWatch] = useState(() => {
    const stop = () => {
      opening.current = false;
      typed.current = '';
      document.removeEventListener('focusin', onFocusIn, true);
    };
    const onFocusIn = (event: FocusEvent) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) return;
      const pending = typed.current;
      stop();
      // After the focus event, before any later key: the kept characters come first.
      if (pending) queueMicrotask(() => typeInto(input, pending));
    };
    const start = () => {
      opening.current = true;
      document.addEventListener('focusin', onFocusIn, true);
    };
    return { start, stop };
  });
  useEffect(() => focusWatch.stop, [focusWatch]);

  const openModal = useCallback(() => {
    focusWatch.start();
    loadModal()
      .then((component) => {
        // A transition: React renders the modal in slices of a few milliseconds between which the
        // page stays responsive (and keys typed are kept), instead of one long task.
        startTransition(() => {
          setModal(() => component);
          setIsOpen(true);
        });
      })
      .catch(() => {
        focusWatch.stop();
        // The modal's code could not be fetched: the button stays, the next click tries again.
      });
  }, [focusWatch]);
  const closeModal = useCallback(() => {
    focusWatch.stop();
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, [focusWatch]);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault(); // the key goes into the modal's input once, as part of its query
      if (opening.current) {
        typed.current += event.key;
      } else {
        setInitialQuery(event.key);
        openModal();
      }
    },
    [openModal],
  );
  useSearchShortcuts({ isOpen, isOpening, onOpen: openModal, onClose: closeModal, onInput, buttonRef });

  return (
    <>
      <Head>
        {/* Lets CSS hide Algolia's logo when Algolia does not answer. */}
        <html data-search-backend={mode.backend} />
      </Head>
      <SearchButton ref={buttonRef} onClick={openModal} onMouseOver={preload} onFocus={preload} onTouchStart={preload} />
      {isOpen && Modal && createPortal(<Modal onClose={closeModal} initialQuery={initialQuery} />, document.body)}
    </>
  );
}
