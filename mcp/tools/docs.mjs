/**
 * Tools and resources for reading the docs: search with the site's own engine and ranking
 * (per API version), a page as its Markdown twin, and llms.txt plus every twin as resources for
 * clients that browse resources. See ../docs-content.mjs for where each comes from.
 */
import * as z from 'zod';
import { ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { guarded, jsonResult, limits, refuse, textResult } from '../limits.mjs';

/** @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server @param {any} ctx */
export function registerDocsTools(server, { docs, versionNames }) {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Acme Pay docs',
      description:
        'Searches the Acme Pay documentation (guides, products, acme.js, the API reference) with the search of the docs site, same index and ranking. ' +
        'Returns the best sections with their URL, the route of their Markdown (read it with read_page) and an excerpt. ' +
        'API reference results are of one API version: the current one unless `version` names another.',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .describe('What to look for, in words: "capture part of a payment", "webhook signature", "card_declined".'),
        version: z
          .enum(/** @type {[string, ...string[]]} */ (versionNames))
          .optional()
          .describe('API version of the reference results; default the current one.'),
        limit: z.number().int().min(1).max(20).optional().describe('How many results, 1 to 20 (default 8).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('search_docs', async ({ query, version, limit }) => {
      if (query.length > limits.queryChars)
        refuse(`The query is ${query.length} characters; search takes at most ${limits.queryChars} (the site's box takes 64).`);
      const result = await docs.search(query, { version, limit });
      if (!result.hits.length)
        return textResult(
          `No section of the docs matches "${query}". Try other words, or read llms.txt (the llms.txt resource) for the list of pages.`,
        );
      return jsonResult(result);
    }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'Returns a page of the Acme Pay docs as Markdown: the twin the site publishes at the page URL plus ".md" (guides converted from their source, API operations written from the OpenAPI spec). ' +
        'Give a route ("/get-started/servers", "/api/capture-payment") or a URL of the docs; anchors and .md/.html suffixes are fine. ' +
        `Pages longer than ${limits.pageChars} characters come in parts: pass \`offset\` to continue.`,
      inputSchema: {
        path: z.string().describe('Route or URL of the page, e.g. /products/payment-window/webhook'),
        offset: z.number().int().min(0).optional().describe('Character offset to continue a long page from.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('read_page', async ({ path, offset = 0 }) => {
      const page = docs.page(path);
      const end = offset + limits.pageChars;
      const part = page.text.slice(offset, end);
      if (offset && !part) refuse(`${page.route} has ${page.text.length} characters; offset ${offset} is past its end.`);
      const more =
        end < page.text.length
          ? `\n\n[${page.route}: characters ${offset} to ${end} of ${page.text.length}; call read_page with offset ${end} for the rest.]`
          : '';
      return textResult(`<!-- ${page.url} -->\n${part}${more}`);
    }),
  );

  server.registerResource(
    'llms.txt',
    `${docs.origin()}/llms.txt`,
    {
      title: 'llms.txt: the docs, one line per page',
      description: 'The llms.txt index of the docs: every page with its description and the URL of its Markdown.',
      mimeType: 'text/markdown',
    },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: docs.llmsTxt() }] }),
  );

  server.registerResource(
    'page',
    new ResourceTemplate(`${docs.origin()}{+path}.md`, {
      list: async () => ({
        resources: docs.routes().map((/** @type {string} */ route) => ({
          uri: `${docs.origin()}${route === '/' ? '/index' : route}.md`,
          name: route,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {
      title: 'A docs page as Markdown',
      description: 'The Markdown twin of a docs page, at its URL plus .md.',
      mimeType: 'text/markdown',
    },
    async (uri) => {
      const page = docs.page(uri.href);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: page.text }] };
    },
  );
}
