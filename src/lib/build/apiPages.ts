/**
 * The pages of the API reference as docusaurus-plugin-openapi-docs made them: scripts/build/gen-api.mjs
 * writes <generated folder>/pages.json (computed with the plugin's own rule and checked against
 * the files it wrote, see spec/pages.mjs). The search records, the Markdown twins and the
 * error catalogue take every operation's and schema's route from here, never from a kebab-case
 * rule of their own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDocsDir } from '../../../config/api';

export type OperationPage = {
  kind: 'operation' | 'webhook';
  id: string;
  route: string;
  title: string;
  /** Lower case; a webhook's is the key under webhooks.<event> (post). */
  method: string;
  /** The path, or for a webhook its event name. */
  path: string;
  event?: string;
  operationId?: string;
  source: string;
};
export type SchemaPage = { id: string; route: string; title: string; name: string; source: string };
export type ApiPages = {
  spec: string;
  info: { id: string; route: string; title: string };
  /** The routes of the overview: /api and the info page. */
  overview: string[];
  operations: OperationPage[];
  schemas: SchemaPage[];
};

/** The pages gen-api listed, read from the generated folder of the site. */
export function readApiPages(siteDir = process.cwd(), dir = apiDocsDir): ApiPages {
  const file = join(siteDir, dir, 'pages.json');
  if (!existsSync(file))
    throw new Error(`${dir}/pages.json is missing: run "npm run gen:api" (scripts/build/gen-api.mjs) first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as ApiPages;
}

/** Lookups by what the spec names: an operation by method and path, a webhook by event, a schema by component name. */
export function apiRoutes(pages: ApiPages) {
  const operations = new Map(
    pages.operations.filter((page) => page.kind === 'operation').map((page) => [`${page.method} ${page.path}`, page]),
  );
  const webhooks = new Map(
    pages.operations.filter((page) => page.kind === 'webhook').map((page) => [`${page.method} ${page.path}`, page]),
  );
  const schemas = new Map(pages.schemas.map((page) => [page.name, page]));
  return {
    operation: (method: string, path: string) => operations.get(`${method.toLowerCase()} ${path}`),
    webhook: (method: string, event: string) => webhooks.get(`${method.toLowerCase()} ${event}`),
    schema: (name: string) => schemas.get(name),
  };
}
