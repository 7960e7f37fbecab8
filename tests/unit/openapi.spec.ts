/**
 * openapi/payments.yaml: every example validates against its schema, the operation and schema
 * names match the specification's routes, and the error catalogue matches the ErrorCode enum.
 */
import { test, expect } from '@playwright/test';
import { expectedPages, operationsOf, readSpec, resolveRef } from '../../spec/index.mjs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readRouteList } from '../e2e/fixtures';

type Json = Record<string, any>;
const spec = readSpec('openapi/payments.yaml') as Json;
const routes = readRouteList('tests/spec-routes.txt');

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec, 'payments');

/** Follows a local $ref (spec/refs.cjs, the project's one resolver). */
const deref = <T extends Json>(value: T): T => resolveRef(spec, value);

/** A validator for a schema object of the spec, its $refs resolved against the whole document. */
function validatorFor(schema: Json) {
  const rewritten = JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"payments#/'));
  return ajv.compile(rewritten);
}

type Example = { where: string; schema: Json; value: unknown };

function mediaExamples(where: string, content: Json | undefined): Example[] {
  const media = content?.['application/json'];
  if (!media?.schema) return [];
  const found: Example[] = [];
  if (media.example !== undefined) found.push({ where, schema: media.schema, value: media.example });
  for (const [name, example] of Object.entries<Json>(media.examples ?? {})) {
    found.push({ where: `${where} example "${name}"`, schema: media.schema, value: deref(example).value });
  }
  return found;
}

function allExamples(): Example[] {
  const found: Example[] = [];
  const operations = operationsOf(spec).map(
    ({ kind, method, path, operation }) =>
      [kind === 'webhook' ? `webhook ${path}` : `${method.toUpperCase()} ${path}`, operation as Json] as const,
  );
  for (const [where, operation] of operations) {
    if (operation.requestBody) found.push(...mediaExamples(`${where} request`, deref(operation.requestBody).content));
    for (const [status, response] of Object.entries<Json>(operation.responses ?? {})) {
      found.push(...mediaExamples(`${where} ${status}`, deref(response).content));
    }
  }
  for (const [name, schema] of Object.entries<Json>(spec.components.schemas)) {
    if (schema.example !== undefined)
      found.push({ where: `schema ${name}`, schema: { $ref: `#/components/schemas/${name}` }, value: schema.example });
  }
  return found;
}

test('every request and response example validates against its schema', () => {
  const examples = allExamples();
  expect(examples.length).toBeGreaterThan(50);
  const failures = examples.flatMap(({ where, schema, value }) => {
    const validate = validatorFor(schema);
    return validate(value) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
  });
  expect(failures).toEqual([]);
});

test('the validator rejects an example that breaks its schema', () => {
  const validate = validatorFor({ $ref: '#/components/schemas/PaymentSessionInitializationRequest' });
  expect(validate({ pointOfSaleId: 'pos_test_7Hq2Lm9Xk4', amount: 'abc', currency: 'EUR', orderId: 'o-1' })).toBe(false);
});

test("the operations become exactly the operation routes of the specification, by the plugin's own rule", () => {
  const pages = expectedPages(spec);
  const ids = pages.operations.filter((page) => page.kind === 'operation').map((page) => page.route);
  const specOperations = routes.filter((route) => /^\/api\/[a-z-]+$/.test(route) && route !== pages.info.route);
  expect(ids.sort()).toEqual(specOperations.sort());
});

test("the schemas become exactly the schema routes of the specification, by the plugin's own rule", () => {
  const names = expectedPages(spec).schemas.map((page) => page.route);
  const specSchemas = routes.filter((route) => route.startsWith('/api/schemas/'));
  expect(names.sort()).toEqual(specSchemas.sort());
});

test('the error catalogue and the ErrorCode code enum list the same codes in the same order', () => {
  const errorCode = spec.components.schemas.ErrorCode;
  const catalogue = (errorCode['x-error-codes'] as Json[]).map((entry) => entry.code);
  expect(catalogue.length).toBeGreaterThan(10);
  expect(errorCode.properties.code.enum).toEqual(catalogue);
  for (const entry of errorCode['x-error-codes'] as Json[]) {
    // failureCodeOnly (optional): a code that is only ever a transaction's failureCode, never an API answer.
    const keys = Object.keys(entry).filter((key) => key !== 'failureCodeOnly');
    expect(keys.sort(), entry.code).toEqual(['cause', 'code', 'httpStatus', 'meaning', 'resolution']);
    if ('failureCodeOnly' in entry) expect(entry.failureCodeOnly, entry.code).toBe(true);
  }
});

test('servers: production, sandbox and the local sandbox, on .example hosts or localhost', () => {
  expect(spec.info.title).toBe('Acme Payments API');
  const servers = (spec.servers as Json[]).map((server) => server.url);
  expect(servers).toEqual(['https://api.acmepay.example', 'https://sandbox.api.acmepay.example', 'http://localhost:4010']);
});
