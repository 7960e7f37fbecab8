/**
 * Step "overview": what the site adds to the plugin's overview (info) page.
 *
 * - overviewDownloads: our own spec's overview offers the downloads, the OpenAPI file and a
 *   Postman collection (an older version: its own OpenAPI file), after the plugin's Export button.
 *   Added to the page body because the plugin's overview has no slot for it and the Export
 *   button is the explorer's component (ApiExplorer/Export).
 * - overviewIndex: /api shows the same overview as /api/<title>: the overview page again as the
 *   instance's index, with its own front matter (id, slug, sidebar label, a meta description of
 *   its own: two pages must not share one), set by field.
 */
import { prependFields, setField } from './front-matter.mjs';

/** @param {import('./context.mjs').VersionContext} ctx */
export function overviewDownloads(ctx) {
  if (!ctx.ownSpec) return;
  const older = ctx.version && !ctx.version.current ? ctx.version : undefined;
  const links = older
    ? [`  Download: <a href="/${older.spec.replace(/^generated\/static\//, '')}" download>OpenAPI 3.1 file of version ${older.name}</a>`]
    : [
        '  Download: <a href="/openapi/payments.yaml" download>OpenAPI 3.1 file (payments.yaml)</a>',
        '  {" · "}<a href="/openapi/acme-payments.postman_collection.json" download>Postman collection</a>',
      ];
  const block = ['', '<div className="api-downloads">', ...links, '</div>', ''].join('\n');
  const page = ctx.files.get(`${ctx.pages.info.id}.info.mdx`);
  if (!page) return;
  page.text = page.text.replace('</Export>\n', () => `</Export>\n${block}`);
  page.changed = true;
}

/** @param {import('./context.mjs').VersionContext} ctx */
export function overviewIndex(ctx) {
  const info = ctx.files.get(`${ctx.pages.info.id}.info.mdx`);
  if (!info) return;
  let text = setField(info.text, 'id', 'index');
  text = setField(text, 'sidebar_label', 'Overview');
  text = setField(
    text,
    'description',
    JSON.stringify(
      `The ${ctx.spec.info.title} reference: authentication, servers, every operation and schema with code samples, and the specification to download.`,
    ),
  );
  text = prependFields(text, { slug: '/', displayed_sidebar: 'payments' });
  ctx.files.set('index.mdx', { text, changed: true });
}
