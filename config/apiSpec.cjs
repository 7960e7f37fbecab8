/**
 * The OpenAPI document the API reference is generated from, and the folder it is generated into,
 * in one place: the site's configuration (config/api.ts, and through it the security headers,
 * the search records and the Markdown twins) and the Node scripts (scripts/build/gen-api.mjs,
 * scripts/check/check-links.mjs, scripts/check/build-fixture.mjs) all read them from here.
 *
 * ACME_OPENAPI_SPEC builds the reference from another spec (a path relative to the site folder),
 * ACME_API_DIR generates it into another folder than api/, so a fixture build
 * (scripts/check/build-fixture.mjs) leaves the shared api/ alone. CommonJS for the same reason as
 * config/testData.cjs: TypeScript, Playwright and the .mjs scripts all import it.
 */

/** Our own spec. */
const defaultApiSpecPath = 'openapi/payments.yaml';
exports.defaultApiSpecPath = defaultApiSpecPath;

/** The spec the reference is generated from, relative to the site folder. */
const apiSpecPath = process.env.ACME_OPENAPI_SPEC || defaultApiSpecPath;
exports.apiSpecPath = apiSpecPath;

/** The generated folder of the API docs instance (never edited by hand, not committed). */
exports.apiDocsDir = process.env.ACME_API_DIR || 'api';

/**
 * The older API version being generated (set by scripts/build/gen-api.mjs when it generates one of
 * config/apiVersions.cjs's older versions into its versioned-docs folder), else undefined.
 */
const apiVersionName = process.env.ACME_API_VERSION || undefined;
exports.apiVersionName = apiVersionName;

/**
 * Whether the reference is built from our own spec (any of its versions): only then do the
 * Acme-only extras apply (the explorer's in-browser simulated sandbox, which implements
 * payments.yaml, and the downloads).
 */
exports.isOwnSpec = apiSpecPath === defaultApiSpecPath || Boolean(apiVersionName);

// The API versions the reference publishes, and where each one's spec and pages are: config/apiVersions.cjs.
