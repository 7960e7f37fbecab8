/**
 * Step "error codes page": the ErrorCode schema's page (a spec with an error catalogue,
 * x-error-codes, spec/spec-data.mjs) shows the catalogue as the searchable explorer after the
 * schema. Appended to the page body: the plugin's schema page has no slot for it and the theme's
 * Schema component renders every schema, not one page. An older version's page shows its schema
 * only (the explorer's data, generated/data/errorCodes.json, is the current catalogue).
 */
import { errorCatalogueData } from '../../../spec/spec-data.mjs';

/** @param {import('./context.mjs').VersionContext} ctx */
export function errorCodesPage(ctx) {
  if (ctx.version && !ctx.version.current) return;
  const schema = ctx.pages.schemas.find((page) => page.name === 'ErrorCode');
  if (!schema || errorCatalogueData(ctx.spec, ctx.pages).codes.length === 0) return;
  const page = ctx.files.get(`schemas/${schema.id}.schema.mdx`);
  if (!page) return;
  page.text = `${page.text.trimEnd()}\n\nimport ErrorCodeExplorer from '@site/src/components/ErrorCodeExplorer';\n\n## Error codes {/* #error-codes */}\n\n<ErrorCodeExplorer />\n`;
  page.changed = true;
}
