/**
 * The navbar's search button: DocSearch's button (same classes, so the same look in both colour
 * modes), without DocSearch's code. `@docsearch/react/button` re-exports the package's one file,
 * so importing it put the whole modal in main.js; this component is all the navbar needs until
 * the modal opens.
 * Accessible name = what it shows: "Search", then the shortcut's keys as text ("Ctrl" "K", or
 * "⌘" "K" on Apple devices), so axe's label-content-name-mismatch holds; aria-keyshortcuts names
 * the shortcut. Below 768 px only the icon shows and the name stays "Search" (styles.css).
 */
import React, { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { translate } from '@docusaurus/Translate';

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Apple devices say ⌘ (Meta), others Ctrl; unknown until the browser tells (the server renders Ctrl). */
function useAppleKeys(): boolean {
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  return apple;
}

export type SearchButtonProps = ComponentPropsWithoutRef<'button'>;

const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(props, ref) {
  const apple = useAppleKeys();
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>{' '}
      {/* The spaces keep the name's words apart ("Search Ctrl K"); flex layout does not show them. */}
      <span className="DocSearch-Button-Keys">
        <kbd className="DocSearch-Button-Key">{apple ? '⌘' : 'Ctrl'}</kbd> <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
});

export default SearchButton;
