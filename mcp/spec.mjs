/**
 * The API as the MCP server knows it: the one file that reads the spec, so that when the site's
 * spec model changes shape only this file follows. It reads the specs the build ships
 * (`<build>/openapi/payments.yaml` and each older version's `payments-<version>.yaml`, config/
 * apiVersions.cjs) through the same derivations the site uses: the operations and validators of
 * the sandbox (sandbox/spec-schemas.mjs, sandbox/validate.mjs), the page routes of the reference
 * (spec/pages.mjs), the error catalogue and each operation's error codes
 * (spec/spec-data.mjs) and the changelog's per-operation changes (spec/api-diff.mjs).
 * Everything is computed on first use and again when a spec file changes.
 */
import path from 'node:path';
import { apiVersions } from '../config/apiVersions.cjs';
import { operationParameters, operations } from '../sandbox/spec-schemas.mjs';
import { resolveRef as deref } from '../spec/refs.cjs';
import { fileCache } from './build-files.mjs';
import { closest, refuse } from './limits.mjs';

/**
 * The YAML parser, the validators' compiler and the reference's derivations, imported on the first
 * call that reads the spec: the server lists its tools without them (npm run mcp starts in < 1 s).
 * @type {Promise<any> | undefined}
 */
let depsPromise;
/** @type {any} */
let deps;
const loadDeps = () =>
  (depsPromise ??= Promise.all([
    import('../spec/load.cjs'),
    import('../sandbox/validate.mjs'),
    import('../sandbox/validate-runtime.mjs'),
    import('../spec/pages.mjs'),
    import('../spec/spec-data.mjs'),
  ]).then(([load, validate, runtime, pages, specData]) => {
    deps = {
      readSpec: load.readSpec,
      createValidators: validate.createValidators,
      compileSchemaSet: runtime.compileSchemaSet,
      expectedPages: pages.expectedPages,
      errorCatalogue: specData.errorCatalogue,
      operationErrorCodes: specData.operationErrorCodes,
    };
    return deps;
  }));

/** @typedef {{ name: string, current: boolean, routeBase: string, file: string }} Version */

/** The spec model's parse of `file` (spec/load.cjs: one parser, memoised); `text` is already read. */
function parseSpec(_text, file) {
  const spec = deps.readSpec(file);
  if (!spec.paths) throw new Error(`${file} is not an OpenAPI document with paths`);
  return /** @type {any} */ (spec);
}

/** A schema with component references written out to `depth` levels (deeper ones stay `{ $ref }`). */
function inline(spec, schema, depth = 3, seen = new Set()) {
  if (Array.isArray(schema)) return schema.map((item) => inline(spec, item, depth, seen));
  if (!schema || typeof schema !== 'object') return schema;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop();
    if (depth <= 0 || seen.has(schema.$ref)) return { $ref: name };
    return { title: name, ...inline(spec, deref(spec, schema), depth - 1, new Set([...seen, schema.$ref])) };
  }
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'examples' || key.startsWith('x-')) continue;
    out[key] = key === 'example' ? value : inline(spec, value, depth, seen);
  }
  return out;
}

/**
 * An operation of a spec as get_operation shows it: its description, parameters, request body
 * (schema and examples) and responses with component references written out, and its error codes.
 */
function describeOperation(spec, operationId) {
  const found = /** @type {any} */ (operationParameters(spec, operationId));
  const op = found.op;
  const requestBody = deref(spec, op.requestBody ?? null);
  const body = requestBody?.content?.['application/json'];
  return {
    description: op.description ?? '',
    parameters: found.parameters.map((/** @type {any} */ p) => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      description: p.description ?? '',
      schema: inline(spec, p.schema ?? {}, 1),
      ...(p.example !== undefined ? { example: p.example } : {}),
    })),
    requestBody: body
      ? {
          required: Boolean(requestBody.required),
          schema: inline(spec, body.schema),
          examples:
            body.example !== undefined
              ? { default: body.example }
              : Object.fromEntries(Object.entries(body.examples ?? {}).map(([name, ex]) => [name, deref(spec, ex)?.value])),
        }
      : null,
    responses: Object.entries(op.responses ?? {}).map(([status, response]) => {
      const r = deref(spec, response);
      const schema = r?.content?.['application/json']?.schema;
      return { status, description: r?.description ?? '', ...(schema ? { schema: inline(spec, schema, 1) } : {}) };
    }),
    errors: deps.operationErrorCodes(spec, op),
  };
}

/**
 * The operations of a spec, each with its reference page and Markdown twin under the version's
 * route base.
 * @param {Version} v
 */
function operationList(spec, v) {
  const pages = deps.expectedPages(spec);
  const routeOf = new Map(pages.operations.map((page) => [`${page.method} ${page.path}`, page.route]));
  return operations(spec).map(({ operationId, method, path: p }) => {
    const op = spec.paths[p][method];
    const route = (routeOf.get(`${method} ${p}`) ?? '').replace(/^\/api/, v.routeBase);
    return {
      operationId,
      method: method.toUpperCase(),
      path: p,
      summary: op.summary ?? '',
      tag: op.tags?.[0] ?? '',
      page: route,
      markdown: `${route}.md`,
    };
  });
}

/** @param {string} dir the build folder */
export function createSpecModel(dir) {
  /** @type {Version[]} */
  const versions = apiVersions.map((version) => ({
    name: version.name,
    current: version.current,
    routeBase: version.routeBase,
    file: path.join(dir, 'openapi', path.basename(version.spec)),
  }));
  const specs = fileCache(parseSpec);
  /** @type {WeakMap<object, any>} derived data per parsed spec */
  const derived = new WeakMap();
  /** @type {Map<string, { before: object, after: object, changes: any }>} */
  const diffs = new Map();

  /** @param {string | undefined} name */
  function version(name) {
    if (!name || name === 'current' || name === 'latest') return versions[0];
    const found = versions.find((candidate) => candidate.name === name);
    if (!found)
      refuse(`Unknown API version "${name}". The reference publishes ${versions.map((v) => v.name).join(' (current), ')}.`);
    return /** @type {Version} */ (found);
  }

  /** @param {Version} v */
  async function specOf(v) {
    await loadDeps();
    let spec;
    try {
      spec = specs.get(v.file);
    } catch (error) {
      // A broken file in the build is the build's problem, said as such (not as a server bug).
      refuse(`${/** @type {Error} */ (error).message}. Rebuild the site: npm run build.`);
    }
    if (!spec) refuse(`The build has no spec for API version ${v.name} (${v.file}). Rebuild the site: npm run build.`);
    return spec;
  }

  /** @param {Version} v */
  async function data(v) {
    const spec = await specOf(v);
    let d = derived.get(spec);
    if (!d) {
      const list = operationList(spec, v);
      d = { spec, list, byId: new Map(list.map((item) => [item.operationId, item])), validators: undefined };
      derived.set(spec, d);
    }
    return d;
  }

  /** @param {Version} v @param {string} operationId */
  async function find(v, operationId) {
    const d = await data(v);
    const item = d.byId.get(operationId);
    if (!item) {
      let other;
      for (const candidate of versions) {
        if (candidate !== v && specs.get(candidate.file) && (await data(candidate)).byId.has(operationId)) other = candidate;
      }
      if (other) refuse(`${operationId} is not in API version ${v.name}; it is in ${other.name}.`);
      refuse(
        `Unknown operation "${operationId}". Did you mean ${closest(operationId, [...d.byId.keys()]).join(', ')}? list_operations names them all.`,
      );
    }
    return { d, item };
  }

  /** Changes of an operation in each version pair (the changelog's generated list). */
  async function changesOf(method, p) {
    const out = [];
    for (let i = 0; i < versions.length - 1; i++) {
      const after = specs.get(versions[i].file);
      const before = specs.get(versions[i + 1].file);
      if (!after || !before) continue;
      const key = `${versions[i + 1].name}..${versions[i].name}`;
      let entry = diffs.get(key);
      if (!entry || entry.before !== before || entry.after !== after) {
        const { apiChanges } = await import('../spec/api-diff.mjs');
        entry = { before, after, changes: apiChanges(before, after, { from: versions[i + 1].name, to: versions[i].name }) };
        diffs.set(key, entry);
      }
      const change = entry.changes.operations.find((/** @type {any} */ c) => c.method === method && c.path === p);
      if (change) out.push({ version: versions[i].name, change: change.change, breaking: change.breaking, items: change.items });
    }
    return out;
  }

  return {
    versions,
    version,
    /** @param {string} [versionName] */
    spec: (versionName) => specOf(version(versionName)),
    /** @param {string} [versionName] */
    async listOperations(versionName) {
      const v = version(versionName);
      return { version: v.name, operations: (await data(v)).list };
    },
    /** @param {string} operationId @param {string} [versionName] */
    async operation(operationId, versionName) {
      const v = version(versionName);
      const { d, item } = await find(v, operationId);
      return {
        version: v.name,
        ...item,
        ...describeOperation(d.spec, operationId),
        changedIn: await changesOf(item.method.toLowerCase(), item.path),
      };
    },
    /**
     * @param {string} operationId @param {string | undefined} versionName
     * @param {{ pathParams?: Record<string,string>, query?: Record<string,string>, headers?: Record<string,string>, body?: unknown, bodyPresent?: boolean }} parts
     */
    async validate(operationId, versionName, parts) {
      const v = version(versionName);
      const { d } = await find(v, operationId);
      d.validators ??= deps.createValidators(d.spec, deps.compileSchemaSet(d.spec));
      return { version: v.name, problems: d.validators.request(operationId, parts) };
    },
    /** The validators and spec of every version, for the simulator (current first). */
    async simulatorSpecs() {
      const out = [];
      for (const v of versions) {
        const d = await data(v);
        d.validators ??= deps.createValidators(d.spec, deps.compileSchemaSet(d.spec));
        out.push({ name: v.name, spec: d.spec, validators: d.validators });
      }
      return out;
    },
    /** The error catalogue of the current spec (components.schemas.ErrorCode x-error-codes). */
    async errorCatalogue() {
      const d = await data(versions[0]);
      d.catalogue ??= deps.errorCatalogue(d.spec);
      return d.catalogue;
    },
    /** The Postman collection the build ships for a version, if any (the current one only). */
    collectionFile(versionName) {
      return version(versionName).current ? path.join(dir, 'openapi', 'acme-payments.postman_collection.json') : undefined;
    },
  };
}
