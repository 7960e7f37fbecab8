/**
 * Step "explorer item": the operation pages' front matter the theme reads, set by field
 * (front-matter.mjs), not by matching the page's text.
 *
 * - `info_path` (where an operation's security schemes link to: the overview's #authentication)
 *   is the overview's route in this version, from the spec model. The plugin (5.2.0) builds it as
 *   `${routeBasePath}/${outputDir minus the docs path}/${infoId}`, which is `api//<info id>` when
 *   the output folder is the docs folder itself (a broken link), and ignores a version's route.
 * - `api` is the explorer's own copy of the operation (deflated JSON, as the plugin writes it).
 *   Its server list starts with the simulated sandbox that runs in the reader's browser, so "Send"
 *   works for every reader without a server or an account (our own spec only: the simulator
 *   implements payments.yaml); the spec's own servers follow. Optional parameters start empty:
 *   the theme (5.2) prefills each from its default or example and sends it even while it sits
 *   folded under "Show optional parameters". An older version's `Acme-Version` header starts
 *   filled in with its version. Why here and not in the plugin's input: the page's reference
 *   (servers, parameter examples) is rendered from the same operation, and must keep them.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { browserServer } from '../../../sandbox/browser/config.cjs';
import { versionRoute } from './context.mjs';
import { editPages } from './context.mjs';
import { getField, setField } from './front-matter.mjs';

/** The explorer's copy of an operation with the site's starting values. */
export function explorerItem(item, { ownSpec, olderVersionName }) {
  if (ownSpec) item.servers = [browserServer, ...(item.servers ?? []).filter((server) => server.url !== browserServer.url)];
  for (const parameter of item.parameters ?? []) {
    if (olderVersionName && parameter.in === 'header' && parameter.name === 'Acme-Version') {
      parameter.required = true;
      parameter.schema = { ...parameter.schema, default: olderVersionName };
      parameter.example = olderVersionName;
      continue;
    }
    if (parameter.required) continue;
    delete parameter.example;
    delete parameter.examples;
    if (parameter.schema) {
      delete parameter.schema.default;
      delete parameter.schema.example;
    }
  }
  return item;
}

/** @param {import('./context.mjs').VersionContext} ctx */
export function explorerFrontMatter(ctx) {
  const infoPath = versionRoute(ctx, ctx.pages.info.route).slice(1);
  const olderVersionName = ctx.version && !ctx.version.current ? ctx.version.name : undefined;
  editPages(
    ctx,
    (file) => file.endsWith('.api.mdx'),
    (text) => {
      let page = getField(text, 'info_path') === undefined ? text : setField(text, 'info_path', infoPath);
      const packed = getField(page, 'api');
      if (packed) {
        const item = explorerItem(JSON.parse(inflateSync(Buffer.from(packed, 'base64')).toString('utf8')), {
          ownSpec: ctx.ownSpec,
          olderVersionName,
        });
        page = setField(page, 'api', deflateSync(JSON.stringify(item)).toString('base64'));
      }
      return page;
    },
  );
}
