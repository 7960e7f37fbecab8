/**
 * Step "meta description" (search results, link previews): each page's `description` front
 * matter is the whole first paragraph of the spec's description of what the page shows (the
 * operation, the schema, the API), as plain text, cut at the last sentence (or word) end within
 * 160 characters. The plugin keeps only the first line, often cut mid-sentence ("... Omit
 * `amount` to"). Taken from the spec model and set by field; a page the plugin gave no
 * description keeps none.
 */
import { resolveRef } from '../../../spec/refs.cjs';
import { editPages } from './context.mjs';
import { getField, setField } from './front-matter.mjs';

/** The plain text of a Markdown description's first paragraph, at most 160 characters. */
export function metaDescription(markdown) {
  const plain = String(markdown)
    .split(/\n\s*\n/)[0]
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`|\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 160);
  const sentence = cut.lastIndexOf('. ');
  return sentence > 60 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

/** @param {import('./context.mjs').VersionContext} ctx */
export function metaDescriptions(ctx) {
  const { spec, pages } = ctx;
  /** @type {Map<string, unknown>} the spec's description of each page's subject, by file */
  const sources = new Map([
    [`${pages.info.id}.info.mdx`, spec.info?.description],
    ...pages.operations.map((page) => {
      const items = page.kind === 'webhook' ? (spec.webhooks ?? spec['x-webhooks']) : spec.paths;
      const item = resolveRef(spec, items?.[page.path]);
      const key = item && Object.keys(item).find((each) => each.toLowerCase() === page.method);
      return /** @type {[string, unknown]} */ ([`${page.id}.api.mdx`, key ? item[key]?.description : undefined]);
    }),
    ...pages.schemas.map((page) => /** @type {[string, unknown]} */ ([`schemas/${page.id}.schema.mdx`, spec.components?.schemas?.[page.name]?.description])),
  ]);
  editPages(
    ctx,
    (file) => typeof sources.get(file) === 'string',
    (text, file) => {
      // The plugin writes `description: ""` when the spec has none to show.
      if (!getField(text, 'description')?.replace(/^"|"$/g, '')) return text;
      return setField(text, 'description', JSON.stringify(metaDescription(sources.get(file))));
    },
  );
}
