/**
 * Step "check pages": the plugin's files against the spec model (spec/pages.mjs checkGenerated):
 * every operation, schema and the overview has the page id computed there, and no page is
 * unaccounted for. A plugin upgrade that names pages another way stops here, named, not as
 * broken links later. Then the pages are read into memory for the steps that follow.
 */
import { checkGenerated } from '../../../spec/pages.mjs';
import { GenerationError, readPages } from './context.mjs';

/** @param {import('./context.mjs').VersionContext} ctx */
export function checkPages(ctx) {
  ctx.files = readPages(ctx.outDir);
  const texts = Object.fromEntries([...ctx.files].map(([file, page]) => [file, page.text]));
  const mismatches = checkGenerated(ctx.pages, texts);
  if (mismatches.length > 0) {
    throw new GenerationError(
      `the plugin's pages differ from what spec/pages.mjs expects (has the plugin changed how it names pages?):\n${mismatches.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}
