/**
 * The error catalogue the error code explorer shows: derived from openapi/payments.yaml by
 * spec/spec-data.mjs (ErrorCode x-error-codes, each code linked to the operations whose error
 * responses carry it in an example). Every enum code has an entry and the other way round, every
 * code is returned somewhere, every linked operation exists and answers with the code's status.
 */
import { existsSync, readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { readSpec as readSpecModel } from '../../spec/index.mjs';
import { readRouteList } from '../e2e/fixtures';
import {
  errorCatalogue,
  errorCatalogueData,
  listOperations,
  operationErrorCodes,
  operationSlug,
  notificationExample,
} from '../../spec/spec-data.mjs';
import { expectedPages } from '../../spec/pages.mjs';

type Json = Record<string, any>;
/** A copy of the spec model's document, which a test may change. */
const readSpec = () => structuredClone(readSpecModel('openapi/payments.yaml')) as Json;
const spec = readSpec();
const catalogue = errorCatalogue(spec);
const routes = new Set(readRouteList('tests/spec-routes.txt'));

test('every ErrorCode enum code has an x-error-codes entry, and every entry is in the enum', () => {
  const enumCodes: string[] = spec.components.schemas.ErrorCode.properties.code.enum;
  const entryCodes = catalogue.map((entry) => entry.code);
  expect(entryCodes.length).toBeGreaterThan(10);
  expect(
    enumCodes.filter((code) => !entryCodes.includes(code)),
    'enum codes without an x-error-codes entry',
  ).toEqual([]);
  expect(
    entryCodes.filter((code) => !enumCodes.includes(code)),
    'x-error-codes entries not in the enum',
  ).toEqual([]);
  expect(new Set(entryCodes).size, 'no code listed twice').toBe(entryCodes.length);
  for (const entry of catalogue) {
    for (const field of ['meaning', 'cause', 'resolution'] as const) {
      expect(entry[field].trim().length, `${entry.code}.${field}`).toBeGreaterThan(5);
    }
  }
});

test('every code is returned by at least one operation, or is documented as a failureCode only', () => {
  // A code marked `failureCodeOnly` (declined_by_merchant: the pre-authorization webhook's
  // decline) is never an API error answer; it appears only as a transaction's failureCode.
  const failureOnly = new Set(
    (spec.components.schemas.ErrorCode['x-error-codes'] as Json[]).filter((e) => e.failureCodeOnly).map((e) => e.code),
  );
  const orphans = catalogue
    .filter((entry) => entry.operations.length === 0 && !failureOnly.has(entry.code))
    .map((entry) => entry.code);
  expect(orphans, 'codes no operation response carries in an example').toEqual([]);
});

test('every linked operation exists in the spec and as a route, and returns the code with its HTTP status', () => {
  const pages = expectedPages(spec);
  const operations = new Map(listOperations(spec).map((found) => [operationSlug(pages, found.method, found.path), found]));
  const problems: string[] = [];
  for (const entry of catalogue) {
    for (const link of entry.operations) {
      const found = operations.get(link.slug);
      if (!found) problems.push(`${entry.code}: no operation with slug ${link.slug}`);
      if (!routes.has(`/api/${link.slug}`)) problems.push(`${entry.code}: /api/${link.slug} is not a route of the specification`);
      if (link.status !== entry.httpStatus)
        problems.push(`${entry.code}: returned by ${link.slug} as ${link.status}, catalogue says ${entry.httpStatus}`);
      if (found && (found.method.toUpperCase() !== link.method || found.path !== link.path))
        problems.push(`${entry.code}: ${link.slug} method or path wrong`);
    }
  }
  expect(problems).toEqual([]);
});

test('the links follow the responses: a code removed from an operation loses that link', () => {
  const before = catalogue.find((entry) => entry.code === 'payout_limit_exceeded');
  expect(before?.operations.map((link) => link.slug).sort()).toEqual(['payout-asynchronous', 'payout-synchronous']);
  // The synchronous payout stops documenting its 422 response.
  const changed = readSpec();
  delete changed.paths['/v1/payouts/sync'].post.responses['422'];
  const after = errorCatalogue(changed).find((entry) => entry.code === 'payout_limit_exceeded');
  expect(after?.operations.map((link) => link.slug)).toEqual(['payout-asynchronous']);
  // And an operation's error codes are read through $ref responses and examples.
  const mit = listOperations(spec).find((found) => found.operation.operationId === 'mitAuthorization');
  expect(
    operationErrorCodes(spec, mit!.operation)
      .filter((found) => found.status === 422)
      .map((found) => found.code),
  ).toEqual(
    expect.arrayContaining([
      'card_declined',
      'insufficient_funds',
      'expired_card',
      'authentication_required',
      'subscription_disabled',
    ]),
  );
});

test('the generated data the pages import is the catalogue of the current spec', () => {
  const file = 'generated/data/errorCodes.json';
  expect(existsSync(file), `${file} is missing: run "npm run gen:api"`).toBe(true);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  expect(data, `${file} is stale: run "npm run gen:api"`).toEqual(errorCatalogueData(spec));
  // Each operation once; every code's slugs resolve to one of them.
  expect(data.codes.map((entry: { code: string }) => entry.code)).toEqual(catalogue.map((entry) => entry.code));
  for (const entry of data.codes as { code: string; operations: string[] }[]) {
    for (const slug of entry.operations) expect(data.operations[slug], `${entry.code} -> ${slug}`).toBeTruthy();
  }
  const example = JSON.parse(readFileSync('generated/data/notificationExample.json', 'utf8'));
  expect(example).toEqual(notificationExample(spec));
  expect(JSON.parse(example.body).type).toBe('transaction.captured');
});
