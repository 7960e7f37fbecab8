/**
 * Step "theme exports": the two large front matter fields that only the theme's ApiItem reads
 * become exports of the page's module, so that each is in the page's JavaScript once.
 *
 * - `api`: the explorer's copy of the operation (deflated JSON, explorer-item.mjs), up to 50 KB
 *   on a large operation;
 * - `sample`: a schema page's example value (JSON), which the theme shows beside the schema.
 *
 * Why: Docusaurus puts a page's front matter into its module twice, once as the MDX loader's
 * `frontMatter` export and again inside the docs plugin's metadata (`metadata.frontMatter`), and
 * both in the client and in the server bundle. On a 1,016-page reference (npm run bench:large-spec)
 * the second copy of `api` alone was 8.4 MB of each bundle to parse, keep and minify. An export
 * is in the module once; Docusaurus hands a module's named exports to the page component as
 * properties of its `content` (ComponentCreator), and src/theme/ApiItem puts them back into the
 * front matter the theme's ApiItem and its layout read (`frontMatter.api`, `frontMatter.sample`).
 */
import { editPages } from './context.mjs';
import { getField, removeField } from './front-matter.mjs';

/** The page's front matter fields that become exports, each with the JavaScript of its value. */
const exported = {
  /** The base64 text as it is (a string literal). */
  api: (raw) => JSON.stringify(raw),
  /** The JSON, parsed by JSON.parse from a string literal (faster to parse than an object literal). */
  sample: (raw) => {
    JSON.parse(raw); // a value the plugin did not write as JSON stays in the front matter (throws)
    return `JSON.parse(${JSON.stringify(raw)})`;
  },
};

/**
 * The page with the fields of `exported` it has moved from its front matter into
 * `export const <field> = ...;` lines right after it (an ESM block of the MDX).
 */
export function withThemeExports(text) {
  const lines = [];
  let page = text;
  for (const [key, code] of Object.entries(exported)) {
    const raw = getField(page, key);
    if (raw === undefined) continue;
    try {
      lines.push(`export const ${key} = ${code(raw)};`);
    } catch {
      continue;
    }
    page = removeField(page, key);
  }
  if (lines.length === 0) return text;
  const end = page.indexOf('\n---\n') + '\n---\n'.length;
  return `${page.slice(0, end)}\n${lines.join('\n')}\n${page.slice(end)}`;
}

/** @param {import('./context.mjs').VersionContext} ctx */
export function themeExports(ctx) {
  editPages(ctx, (file) => /\.(api|schema)\.mdx$/.test(file), withThemeExports);
}
