/**
 * A docs search record in the shape the site's extraction writes, for the ranking behaviour tests
 * that build a small site of their own (one helper instead of a copy per test file).
 */
import type { SearchRecord } from '../../src/search/types';

export const docsRecord = (
  url: string,
  type: SearchRecord['type'],
  lvl1: string,
  content: string | null,
  lvl2?: string,
): SearchRecord => ({
  objectID: `${url}-${type}-${content?.slice(0, 12)}`,
  url,
  type,
  content,
  hierarchy: { lvl0: 'Docs', lvl1, lvl2: lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  language: 'en',
  docusaurus_tag: 'docs-default-current',
});
