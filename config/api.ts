/**
 * The payments API reference: a second docs instance at /api, generated from
 * openapi/payments.yaml by docusaurus-plugin-openapi-docs (see scripts/build/gen-api.mjs and its
 * steps in scripts/build/api/).
 */
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions as OpenApiOptions } from 'docusaurus-plugin-openapi-docs/src/types';
import { apiDocsDir, apiSpecPath, isOwnSpec, openApiSpecOptions } from './apiSpec.cjs';
import { apiVersions } from './apiVersions.cjs';

// The spec's path and the generated folder live in config/apiSpec.cjs (ACME_OPENAPI_SPEC, ACME_API_DIR).
export { apiDocsDir, apiSpecPath, apiVersions };

/** The header every POST and PATCH carries (payments.yaml, "Idempotency"). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Code-sample languages of the API pages (§9), in this order. */
export const codeSampleLanguages = [
  { language: 'curl', highlight: 'bash', logoClass: 'curl' },
  { language: 'javascript', highlight: 'javascript', logoClass: 'javascript' },
  { language: 'nodejs', highlight: 'javascript', logoClass: 'nodejs' },
  { language: 'php', highlight: 'php', logoClass: 'php' },
  { language: 'csharp', highlight: 'csharp', logoClass: 'csharp' },
  { language: 'go', highlight: 'go', logoClass: 'go' },
] as const;

export const apiDocs = {
  id: 'api',
  path: apiDocsDir,
  routeBasePath: 'api',
  // It reads the generated sidebar of whichever folder is built (generated/api, or a fixture build's).
  sidebarPath: './config/apiSidebar.ts',
  docItemComponent: '@theme/ApiItem',
  // Its versions (Node only, they read the generated files): config/apiVersionOptions.ts.
} satisfies DocsOptions;

export const openApi = {
  id: 'openapi',
  docsPluginId: 'api',
  config: {
    payments: openApiSpecOptions({
      specPath: apiSpecPath,
      outputDir: apiDocsDir,
      ...(isOwnSpec ? { downloadUrl: '/openapi/payments.yaml' } : {}),
    }),
  },
} satisfies OpenApiOptions;
