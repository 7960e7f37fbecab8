/**
 * Request samples written from the spec model, for readers without the explorer: the Markdown
 * twins (src/plugins/llms-txt) carry an operation's curl command. Like the explorer, the sample
 * goes to the spec's sandbox server (the first server described as a sandbox, else the first),
 * sends the security scheme as its type says with the sandbox key where the site has one, and
 * marks the Idempotency-Key as a fresh value to make up for each attempt. The body is the request's
 * JSON example (none when the spec gives none).
 */
import { resolveRef } from './refs.cjs';

/** What stands for a fresh idempotency key (the explorer fills in a new UUID on each visit). */
export const freshIdempotencyKey = '<a new UUID for each attempt>';

/** The server a sample is sent to: the first described as a sandbox, else the first, else a placeholder. */
export function sampleServer(document) {
  const servers = (document?.servers ?? []).filter((server) => typeof server?.url === 'string');
  const sandbox = servers.find((server) => /sandbox|test/i.test(`${server.description ?? ''} ${server.url}`));
  return (sandbox ?? servers[0])?.url?.replace(/\/$/, '') ?? 'https://<your API host>';
}

const quote = (text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

/** The first JSON example of a media type object (its example, else its first named example), else undefined. */
export function jsonExample(document, media) {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  const example = first ? resolveRef(document, first) : undefined;
  if (example?.value !== undefined) return example.value;
  const schema = media.schema ? resolveRef(document, media.schema) : undefined;
  return schema?.example;
}

/**
 * The curl command of an operation (`paths` only).
 * @param {any} document the bundled OpenAPI document
 * @param {{ method: string, path: string, operation: any, pathItem?: any }} entry
 * @param {{ apiKey?: string, idempotencyHeader?: string }} [options] apiKey: the key a bearer or API-key scheme shows
 */
export function curlSample(document, entry, options = {}) {
  const { method, path, operation, pathItem } = entry;
  const apiKey = options.apiKey ?? '<API key>';
  const idempotencyHeader = (options.idempotencyHeader ?? 'Idempotency-Key').toLowerCase();
  const parameters = [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
    resolveRef(document, parameter),
  );
  const valueOf = (parameter) => {
    const example = parameter.example ?? parameter.schema?.example ?? Object.values(parameter.examples ?? {})[0];
    const resolved = example && typeof example === 'object' ? resolveRef(document, example)?.value : example;
    return resolved ?? parameter.schema?.default ?? `<${parameter.name}>`;
  };
  let url = `${sampleServer(document)}${path.replace(/\{([^}]+)\}/g, (whole, name) => {
    const parameter = parameters.find((each) => each?.in === 'path' && each.name === name);
    const value = parameter ? valueOf(parameter) : `<${name}>`;
    return value === `<${name}>` ? value : encodeURIComponent(String(value));
  })}`;
  const query = parameters
    .filter((parameter) => parameter?.in === 'query' && parameter.required)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(valueOf(parameter)))}`);
  const headers = [];
  // Security: the first requirement of the operation (else the document's), each scheme as its type says.
  const requirement = (operation.security ?? document.security ?? []).find((entry) => entry && typeof entry === 'object');
  for (const name of Object.keys(requirement ?? {})) {
    const scheme = resolveRef(document, document.components?.securitySchemes?.[name]);
    if (!scheme) continue;
    const kind = String(scheme.scheme ?? '').toLowerCase();
    if (scheme.type === 'http' && kind === 'basic') headers.push(`-u ${quote('<username>:<password>')}`);
    else if (scheme.type === 'http')
      headers.push(`-H ${quote(`Authorization: ${kind === 'bearer' ? 'Bearer' : kind} ${apiKey}`)}`);
    else if (scheme.type === 'apiKey' && scheme.in === 'query') query.push(`${encodeURIComponent(scheme.name)}=${apiKey}`);
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie') headers.push(`--cookie ${quote(`${scheme.name}=${apiKey}`)}`);
    else if (scheme.type === 'apiKey') headers.push(`-H ${quote(`${scheme.name}: ${apiKey}`)}`);
    else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
      headers.push(`-H ${quote('Authorization: Bearer <access token>')}`);
  }
  for (const parameter of parameters.filter((each) => each?.in === 'header')) {
    if (String(parameter.name).toLowerCase() === idempotencyHeader)
      headers.push(`-H ${quote(`${parameter.name}: ${freshIdempotencyKey}`)}`);
    else if (parameter.required) headers.push(`-H ${quote(`${parameter.name}: ${valueOf(parameter)}`)}`);
  }
  if (query.length > 0) url += `?${query.join('&')}`;
  const body = resolveRef(document, operation.requestBody);
  const json = body?.content?.['application/json'];
  const example = jsonExample(document, json);
  if (json) headers.push(`-H ${quote('Content-Type: application/json')}`);
  const lines = [`curl -X ${method.toUpperCase()} ${quote(url)}`, ...headers];
  if (example !== undefined) lines.push(`-d ${quote(JSON.stringify(example, null, 2))}`);
  return lines.join(' \\\n  ');
}
