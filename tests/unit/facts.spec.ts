/**
 * One home for every fact: the numbers the docs state (capture window, retries, tolerances,
 * lifetimes) live in config/facts.cjs. This test reads the prose of every docs page and the
 * descriptions of openapi/payments.yaml, with <Fact name="..." /> rendered as the page renders
 * it, finds each fact wherever it is stated (the fact's `statements` patterns) and fails when a
 * page states it with another value. It also fails on <Fact> names that do not exist.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { facts } from '../../config/facts';
import { findContradictions, renderFacts } from './facts';

const root = path.resolve(__dirname, '../..');

function sources(): { file: string; text: string }[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`);
  return [...docs.sort(), 'openapi/payments.yaml'].map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

test('every <Fact> on a page names a fact of config/facts.cjs', () => {
  const unknown: string[] = [];
  for (const { file, text } of sources()) {
    for (const match of text.matchAll(/<Fact\s+name=["']([^"']+)["']/g)) {
      if (!(match[1]! in facts)) unknown.push(`${file}: <Fact name="${match[1]}" />`);
    }
  }
  expect(unknown, 'Facts are listed in config/facts.cjs').toEqual([]);
});

test('no page or spec description states a fact with another value than config/facts.cjs', () => {
  const found = sources().flatMap(({ file, text }) => findContradictions(file, renderFacts(text)));
  expect(found, found.map((c) => c.message).join('\n')).toEqual([]);
});

test('the contradiction finder finds a restated fact with a wrong number, and accepts the right one', () => {
  // A test that cannot fail is worth nothing: show that it can.
  const wrong = 'Capture within 9 days of the authorisation. Reject a `t` more than 200 seconds away from your clock.';
  const names = findContradictions('example.mdx', wrong).map((c) => c.fact);
  expect(names).toEqual(expect.arrayContaining(['authorizationValidityDays', 'signatureToleranceSeconds']));
  const right = renderFacts(
    'Capture within <Fact name="authorizationValidityDays" />. Reject a `t` more than <Fact name="signatureToleranceSeconds" /> away from your clock.',
  );
  expect(right).toContain(`within ${facts.authorizationValidityDays.text}`);
  expect(findContradictions('example.mdx', right)).toEqual([]);
});
