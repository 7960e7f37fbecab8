/**
 * The API reference's Markdown twins, written from the spec (config/apiSpec.cjs; the API pages
 * render in the browser, so their HTML holds no content): one per operation, one per schema and
 * the overview, at the routes the OpenAPI plugin gave the pages (<generated folder>/pages.json,
 * src/lib/build/apiPages.ts), never at routes of a rule of our own. See ./index.ts.
 */
import type { ApiPages } from '../../lib/build/apiPages';
import { refName as specRefName, resolveRef } from '../../../spec/refs.cjs';
import { curlSample } from '../../../spec/samples.mjs';

type Json = Record<string, unknown>;
type Schema = Json & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  description?: string;
  example?: unknown;
  format?: string;
};
type Spec = Json & {
  info: { title: string; summary?: string; description?: string; version?: string };
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Record<string, Json>>;
  webhooks?: Record<string, Record<string, Json>>;
  components?: Json & { schemas?: Record<string, Schema>; securitySchemes?: Record<string, Json> };
};

/** What the samples show: `apiKey`, the key a bearer or API-key scheme is sent with (the site's sandbox key for our spec). */
export type SampleOptions = {
  apiKey?: string;
  /**
   * What the build adds to the API pages beyond the spec (scripts/build/api: version-changes.mjs,
   * error-codes-page.mjs), as Markdown from the same data: under an operation's method and path,
   * and after a schema's example. Empty for none.
   */
  operationExtra?: (method: string, path: string) => string;
  schemaExtra?: (name: string) => string;
};

export type ApiPage = {
  route: string;
  title: string;
  description: string;
  markdown: string;
  kind: 'overview' | 'operation' | 'schema';
};

const oneLine = (text: unknown) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
const firstSentence = (text: unknown) => {
  const line = oneLine(text).replace(/\\\|/g, '|');
  return /^(.*?[.!?])(\s|$)/.exec(line)?.[1] ?? line;
};

const refName = (schema: Schema | undefined): string | undefined => specRefName(schema);

/** allOf merged into one object schema. */
function flatten(spec: Spec, input: Schema): Schema {
  const schema = resolveRef(spec, input);
  if (!schema?.allOf) return schema;
  const merged: Schema = { type: 'object', properties: {}, required: [], description: schema.description };
  for (const part of schema.allOf.map((item) => flatten(spec, item))) {
    Object.assign(merged.properties ?? {}, part.properties);
    merged.required?.push(...(part.required ?? []));
    merged.description ??= part.description;
  }
  return merged;
}

function typeOf(spec: Spec, input: Schema | undefined): string {
  if (!input) return '';
  const name = refName(input);
  const schema = flatten(spec, input);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map((variant) => typeOf(spec, variant)).join(' or ');
  const base = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? (schema.properties ? 'object' : ''));
  if (base === 'array') return `array of ${typeOf(spec, schema.items)}`;
  const detail = schema.enum
    ? ` (${schema.enum.map((value) => `\`${String(value)}\``).join(', ')})`
    : schema.format
      ? ` (${schema.format})`
      : '';
  return `${name && base === 'object' ? name : base}${detail}`;
}

/** One row per field, nested objects and arrays of objects with dotted names, three levels deep. */
function fieldRows(spec: Spec, input: Schema, prefix = '', depth = 0, seen = new Set<string>()): string[] {
  const schema = flatten(spec, input);
  const rows: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const full = `${prefix}${name}`;
    const resolved = flatten(spec, property);
    rows.push(
      `| \`${full}\` | ${oneLine(typeOf(spec, property))} | ${schema.required?.includes(name) ? 'yes' : 'no'} | ${oneLine(resolved.description ?? property.description)} |`,
    );
    const ref = refName(property) ?? refName(resolved.items);
    if (depth >= 2 || (ref && seen.has(ref))) continue;
    const next = new Set(seen);
    if (ref) next.add(ref);
    const child = resolved.type === 'array' && resolved.items ? flatten(spec, resolved.items) : resolved;
    if (child.properties)
      rows.push(...fieldRows(spec, child, `${full}${resolved.type === 'array' ? '[].' : '.'}`, depth + 1, next));
  }
  return rows;
}

function fieldTable(spec: Spec, schema: Schema): string {
  const rows = fieldRows(spec, schema);
  return rows.length ? ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows].join('\n') : '';
}

/** An example: the schema's own, or one built from its fields' examples. */
function exampleOf(spec: Spec, input: Schema, depth = 0): unknown {
  const schema = flatten(spec, input);
  if (schema.example !== undefined) return schema.example;
  if (depth > 4) return undefined;
  const variant = (schema.oneOf ?? schema.anyOf)?.[0];
  if (variant) return exampleOf(spec, variant, depth + 1);
  if (schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties)
        .map(([name, property]) => [name, exampleOf(spec, property, depth + 1)] as const)
        .filter(([, value]) => value !== undefined),
    );
  }
  if (schema.type === 'array' && schema.items) {
    const item = exampleOf(spec, schema.items, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (schema.enum) return schema.enum[0];
  return ({ string: 'string', integer: 0, number: 0, boolean: true } as Record<string, unknown>)[String(schema.type)];
}

const jsonBlock = (value: unknown) => ['```json', JSON.stringify(value, null, 2), '```'].join('\n');

function examplesOf(spec: Spec, media: Json | undefined): string[] {
  if (!media) return [];
  const examples = media.examples as Record<string, Json> | undefined;
  if (examples && Object.keys(examples).length) {
    return Object.values(examples).map((raw) => {
      const example = resolveRef(spec, raw);
      return `${example.summary ? `Example (${oneLine(example.summary)}):` : 'Example:'}\n\n${jsonBlock(example.value)}`;
    });
  }
  if (media.example !== undefined) return [`Example:\n\n${jsonBlock(media.example)}`];
  const schema = media.schema as Schema | undefined;
  return schema ? [`Example:\n\n${jsonBlock(exampleOf(spec, schema))}`] : [];
}

function operationMarkdown(
  spec: Spec,
  method: string,
  path: string,
  operation: Json,
  webhook: boolean,
  options: SampleOptions = {},
): string {
  const out: string[] = [`# ${String(operation.summary ?? operation.operationId)}`, ''];
  out.push(
    webhook
      ? `\`${method.toUpperCase()}\` to your \`notificationUrl\` (webhook \`${path}\`)`
      : `\`${method.toUpperCase()} ${path}\``,
    '',
  );
  const extra = webhook ? '' : (options.operationExtra?.(method, path) ?? '');
  if (extra) out.push(extra, '');
  if (operation.description) out.push(String(operation.description).trim(), '');
  if (!webhook) {
    out.push(
      '## Servers',
      '',
      ...(spec.servers ?? []).map((server) => `- ${server.description ?? 'Server'}: \`${server.url}\``),
      '',
    );
    const auth = authenticationMarkdown(spec, (operation.security ?? spec.security) as Record<string, unknown>[] | undefined);
    if (auth.length) out.push('## Authentication', '', ...auth, '');
    // A runnable request (spec/samples.mjs), as the explorer would send it.
    const pathItem = resolveRef(spec, spec.paths?.[path]) as Json | undefined;
    const curl = curlSample(spec, { method, path, operation, pathItem }, options);
    out.push('## Request sample', '', '```bash', curl, '```', '');
  }
  const parameters = ((operation.parameters ?? []) as Json[]).map((parameter) => resolveRef(spec, parameter));
  if (parameters.length) {
    out.push('## Parameters', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const parameter of parameters) {
      out.push(
        `| \`${String(parameter.name)}\` | ${String(parameter.in)} | ${oneLine(typeOf(spec, parameter.schema as Schema))} | ${parameter.required ? 'yes' : 'no'} | ${oneLine(parameter.description)} |`,
      );
    }
    out.push('');
  }
  const body = resolveRef(spec, operation.requestBody as Json | undefined);
  if (body) {
    const content = (body.content ?? {}) as Record<string, Json>;
    out.push('## Request body', '');
    for (const [type, media] of Object.entries(content)) {
      const schema = media.schema as Schema | undefined;
      out.push(
        `Content type \`${type}\`${body.required ? ', required' : ', optional'}${schema && refName(schema) ? `: \`${refName(schema)}\`` : ''}.`,
        '',
      );
      if (body.description) out.push(String(body.description).trim(), '');
      if (schema) {
        const table = fieldTable(spec, schema);
        if (table) out.push(table, '');
      }
      out.push(...examplesOf(spec, media).flatMap((example) => [example, '']));
    }
  }
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  if (Object.keys(responses).length) {
    out.push('## Responses', '');
    for (const [status, raw] of Object.entries(responses)) {
      const response = resolveRef(spec, raw);
      out.push(`### ${status}`, '', oneLine(response.description).replace(/\\\|/g, '|'), '');
      const headers = Object.entries((response.headers ?? {}) as Record<string, Json>);
      if (headers.length) {
        out.push('| Header | Type | Description |', '| --- | --- | --- |');
        for (const [name, header] of headers) {
          const resolved = resolveRef(spec, header);
          out.push(`| \`${name}\` | ${oneLine(typeOf(spec, resolved.schema as Schema))} | ${oneLine(resolved.description)} |`);
        }
        out.push('');
      }
      for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
        const schema = media.schema as Schema | undefined;
        out.push(`Content type \`${type}\`${schema && refName(schema) ? `: \`${refName(schema)}\`` : ''}.`, '');
        if (schema) {
          const table = fieldTable(spec, schema);
          if (table) out.push(table, '');
        }
        out.push(...examplesOf(spec, media).flatMap((example) => [example, '']));
      }
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** How to send one security scheme, as its type says (not always a Bearer key). */
export function securitySchemeLine(name: string, scheme: Json | undefined): string {
  if (!scheme) return `\`${name}\` (a scheme the spec does not define in components.securitySchemes).`;
  const type = String(scheme.type ?? '');
  if (type === 'http') {
    const kind = String(scheme.scheme ?? '').toLowerCase();
    const format = scheme.bearerFormat ? ` (${String(scheme.bearerFormat)})` : '';
    if (kind === 'bearer') return `HTTP bearer authentication${format}: send \`Authorization: Bearer <secret API key>\`.`;
    if (kind === 'basic') return 'HTTP basic authentication: send `Authorization: Basic <base64 of username:password>`.';
    return `HTTP ${kind} authentication: send \`Authorization: ${kind.charAt(0).toUpperCase()}${kind.slice(1)} <credentials>\`.`;
  }
  if (type === 'apiKey') {
    const field = String(scheme.name ?? name);
    if (scheme.in === 'query') return `API key in the query parameter \`${field}\`: add \`?${field}=<API key>\` to the URL.`;
    if (scheme.in === 'cookie') return `API key in the cookie \`${field}\`: send \`Cookie: ${field}=<API key>\`.`;
    return `API key in the header \`${field}\`: send \`${field}: <API key>\`.`;
  }
  if (type === 'oauth2') {
    const flows = Object.keys((scheme.flows ?? {}) as Json);
    return `OAuth 2.0${flows.length ? ` (${flows.join(', ')})` : ''}: send \`Authorization: Bearer <access token>\`.`;
  }
  if (type === 'openIdConnect')
    return `OpenID Connect${scheme.openIdConnectUrl ? ` (${String(scheme.openIdConnectUrl)})` : ''}: send \`Authorization: Bearer <token>\`.`;
  if (type === 'mutualTLS') return 'Mutual TLS: present the client certificate you were issued.';
  return `\`${name}\` (${type || 'no type'}).`;
}

/**
 * The Authentication section of an operation: its security requirements (any one of the
 * entries; every scheme of an entry together), each scheme as its type says to send it.
 */
function authenticationMarkdown(spec: Spec, security: Record<string, unknown>[] | undefined): string[] {
  const schemes = (spec.components?.securitySchemes ?? {}) as Record<string, Json>;
  const entries = (security ?? []).filter((entry) => entry && typeof entry === 'object');
  if (entries.length === 0) return [];
  const described = new Set<string>();
  const lines: string[] = [];
  const alternatives = entries.filter((entry) => Object.keys(entry).length > 0);
  if (alternatives.length < entries.length) lines.push('Authentication is optional.', '');
  if (alternatives.length > 1) lines.push('Any one of:', '');
  for (const entry of alternatives) {
    const names = Object.keys(entry);
    const text = names.map((name) => securitySchemeLine(name, schemes[name])).join(' Together with: ');
    lines.push(alternatives.length > 1 ? `- ${text}` : text);
    for (const name of names) {
      const description = schemes[name]?.description;
      if (description && !described.has(name) && alternatives.length === 1) lines.push('', String(description).trim());
      described.add(name);
    }
  }
  return lines;
}

/** Every API page's twin, by route (the routes of `pages`, the plugin's output). */
export function apiPages(
  spec: Spec,
  pages: Pick<ApiPages, 'overview' | 'operations' | 'schemas'>,
  options: SampleOptions = {},
): ApiPage[] {
  const overview = [
    `# ${spec.info.title}`,
    '',
    ...(spec.info.summary ? [`> ${spec.info.summary}`, ''] : []),
    ...(spec.info.version ? [`Version: \`${spec.info.version}\``, ''] : []),
    (spec.info.description ?? '').trim(),
    '',
  ].join('\n');
  const overviewDescription = spec.info.summary ?? firstSentence(spec.info.description);
  const twins: ApiPage[] = [];
  const [indexRoute, infoRoute] = pages.overview;
  twins.push({
    route: indexRoute ?? '/api',
    title: `${spec.info.title}: overview`,
    description: overviewDescription,
    markdown: overview,
    kind: 'overview',
  });
  if (infoRoute) {
    twins.push({
      route: infoRoute,
      title: spec.info.title,
      description: overviewDescription,
      markdown: overview,
      kind: 'overview',
    });
  }
  const webhooks = (spec['x-webhooks'] ?? spec.webhooks) as Record<string, Record<string, Json>> | undefined;
  for (const page of pages.operations) {
    const webhook = page.kind === 'webhook';
    const operation = resolveRef(spec, webhook ? webhooks?.[page.path] : spec.paths?.[page.path])?.[page.method];
    if (!operation) continue;
    twins.push({
      route: page.route,
      title: page.title,
      description: `${webhook ? 'Webhook' : `${page.method.toUpperCase()} ${page.path}`}: ${firstSentence(operation.description)}`,
      markdown: operationMarkdown(spec, page.method, page.path, operation, webhook, options),
      kind: 'operation',
    });
  }
  for (const page of pages.schemas) {
    const name = page.name;
    const schema = spec.components?.schemas?.[name];
    if (!schema || typeof schema !== 'object') continue;
    const flat = flatten(spec, schema);
    const table = fieldTable(spec, schema);
    const markdown = [
      `# ${name}`,
      '',
      (flat.description ?? schema.description ?? '').trim(),
      '',
      ...(table ? ['## Fields', '', table, ''] : [`Type: ${typeOf(spec, schema)}`, '']),
      '## Example',
      '',
      jsonBlock(exampleOf(spec, schema)),
      '',
      options.schemaExtra?.(name) ?? '',
    ].join('\n');
    twins.push({
      route: page.route,
      title: `Schema: ${page.title}`,
      description: firstSentence(flat.description ?? schema.description ?? `The ${name} object.`),
      markdown: `${markdown.replace(/\n{3,}/g, '\n\n').trim()}\n`,
      kind: 'schema',
    });
  }
  return twins;
}
