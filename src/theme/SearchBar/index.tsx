/**
 * Replaces @theme/SearchBar of @docusaurus/theme-search-algolia 3.10.2 (stock: DocSearch's
 * button and modal wired together).
 * Changed: the stock bar imports `@docsearch/react/button`, which re-exports the package's one
 * file, so the whole modal (+56 KiB gzip) shipped in main.js although the modal itself was
 * imported on demand. Ours renders a small button of its own (SearchButton, same look) and
 * imports the modal (SearchModal: DocSearch, its styles and our props) on the first hover, focus,
 * touch, click or keyboard shortcut; the shortcuts are ours too (useSearchShortcuts).
 * Why not a wrapper: the stock component's static import is the weight; no prop removes it.
 * Upstream (to send to facebook/docusaurus): "SearchBar: import DocSearchButton without the
 * modal (DocSearch's button.js re-exports dist/esm/index.js)".
 * Delete when: the installed theme's SearchBar no longer pulls the modal into the main bundle
 * (check with scripts/page-weight.mjs); then wrap it again and pass SearchModal's props.
 */
import React, { startTransition, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchMode } from '@site/config/search';
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
const preload = () => {
  loadModal().catch(() => {
    // Offline or a new deployment: the click tries again.
  });
};

export default function SearchBar(): React.ReactElement {
  const { siteConfig } = useDocusaurusContext();
  const mode = siteConfig.customFields?.search as SearchMode;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  /** From the request to open until the modal is committed (its input then has the focus). */
  const opening = useRef(false);
  const isOpening = useCallback(() => opening.current, []);

  const openModal = useCallback(() => {
    opening.current = true;
    loadModal()
      .then((component) => {
        // A transition: React renders the modal in slices of a few milliseconds between which the
        // page stays responsive, instead of one long task; keys typed meanwhile go to its query
        // (onInput). The commit (the dialog on screen, its input focused) stays one task.
        startTransition(() => {
          setModal(() => component);
          setIsOpen(true);
        });
      })
      .catch(() => {
        opening.current = false;
        // The modal's code could not be fetched: the button stays, the next click tries again.
      });
  }, []);
  useEffect(() => {
    if (isOpen) opening.current = false;
  }, [isOpen]);
  const closeModal = useCallback(() => {
    opening.current = false;
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault(); // the key goes into the modal's input once, as part of its query
      if (opening.current) {
        setInitialQuery((query) => (query ?? '') + event.key);
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
