#!/usr/bin/env node
/**
 * `npm run gen:api` (also before every start and build): generates the API reference and what the
 * site reads from the spec into generated/ (never edited by hand, not committed), through the
 * pipeline of named steps in scripts/build/api/ (its index.mjs lists them).
 *
 *   node scripts/build/gen-api.mjs [--spec <file>] [--out <folder>]
 *
 * Without arguments: the spec and folder of config/apiSpec.cjs (openapi/payments.yaml into
 * generated/api/, or ACME_OPENAPI_SPEC and ACME_API_DIR, which the site's configuration reads too).
 * A failure prints `gen-api: <what and where>` and exits with 1.
 */
import { parseArgs } from 'node:util';
import { apiDocsDir, apiSpecPath } from '../../config/apiSpec.cjs';
import { GenerationError, generateApiReference } from './api/index.mjs';

const { values } = parseArgs({ options: { spec: { type: 'string' }, out: { type: 'string' } } });

try {
  await generateApiReference({ specPath: values.spec ?? apiSpecPath, outDir: values.out ?? apiDocsDir });
  if (process.env.npm_lifecycle_event === 'prestart') {
    console.log(
      'gen-api: the API explorer answers from a simulator in your browser; for curl and the samples, run "npm run sandbox" in another terminal (http://localhost:4010).',
    );
  }
} catch (error) {
  if (!(error instanceof GenerationError)) throw error;
  console.error(`gen-api: ${error.message}`);
  process.exit(1);
}
