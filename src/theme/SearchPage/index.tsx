/**
 * SearchPage wrapper: the stock page of @docusaurus/theme-search-algolia 3.10.2, answered by the
 * search client of the configured mode (the embedded index by default, Algolia when configured):
 * src/plugins/search-page-client gives the page's `liteClient` import our client. The "Powered by
 * Algolia" link is hidden by CSS when the embedded index answers (src/css/custom.css).
 * Added here:
 * - the page's own meta description (the stock page sets only a title; every route has a
 *   description of its own, tests/unit/seo.spec.ts), rendered after the page so that it replaces
 *   the site's default;
 * - an accessible name for the stock page's version select (one per versioned docs plugin: the
 *   API reference's versions), which has none (axe `select-name`, critical). Upstream (to send to
 *   facebook/docusaurus): "SearchPage: the docs version <select> has no label; give it an
 *   aria-label (translatable)". Delete the effect when the installed page names it.
 */
import React, { useEffect } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { PageMetadata } from '@docusaurus/theme-common';

export default function SearchPageWrapper(): React.ReactElement {
  useEffect(() => {
    // The stock page renders its form's selects with the page; React does not manage this attribute.
    for (const select of document.querySelectorAll('.container > form select:not([aria-label])')) {
      select.setAttribute('aria-label', 'Version to search');
    }
  }, []);
  return (
    <>
      <SearchPage />
      <PageMetadata description="Search the Acme Pay documentation and API reference." />
    </>
  );
}
