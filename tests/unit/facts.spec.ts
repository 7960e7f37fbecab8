/**
 * One home for every fact: the numbers the docs state (capture window, retries, tolerances,
 * lifetimes) and the outside facts they lean on (SAQ A, card present or not, PSD2 MIT, wallet
 * testing, shop PHP versions) live in config/facts.cjs, each with its source and the day it was
 * checked. This test reads the prose of every docs page, the descriptions of
 * openapi/payments.yaml and the product cards of src/, with <Fact name="..." /> rendered as the
 * page renders it, finds each fact wherever it is stated and fails when a page states it
 * otherwise. It also fails on <Fact> names that do not exist and on facts without a source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { facts } from '../../config/facts';
import { doubledUnits, findContradictions, parseVersions, renderFacts } from './facts';

const root = path.resolve(__dirname, '../..');

function sources(): { file: string; text: string }[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`);
  const cards = ['src/pages/products.tsx', 'src/data/entryPoints.ts'];
  return [...docs.sort(), 'openapi/payments.yaml', ...cards].map((file) => ({
    file,
    text: readFileSync(path.join(root, file), 'utf8'),
  }));
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
  const found = sources().flatMap(({ file, text }) => findContradictions(file, text));
  expect(found, found.map((c) => c.message).join('\n')).toEqual([]);
});

/**
 * Facts that are only half true alone: a page that renders the key renders the companions too
 * (the SAQ A script criterion without its scope reads as applying to every integration and as
 * met one way only; issue 29).
 */
const companions: Record<string, string[]> = { saqAScriptEligibility: ['saqAScriptCriterionScope'] };

function missingCompanions(file: string, text: string): string[] {
  const rendered = new Set([...text.matchAll(/<Fact\s+name=["']([^"']+)["']/g)].map((m) => m[1]!));
  return Object.entries(companions).flatMap(([name, needed]) =>
    rendered.has(name)
      ? needed.filter((n) => !rendered.has(n)).map((n) => `${file}: <Fact name="${name}" /> without <Fact name="${n}" />`)
      : [],
  );
}

test('a page that states the SAQ A script criterion also states its scope', () => {
  const missing = sources().flatMap(({ file, text }) => missingCompanions(file, text));
  expect(missing).toEqual([]);
  expect(missingCompanions('x.mdx', 'SAQ A: <Fact name="saqAScriptEligibility" />.')).toHaveLength(1);
  expect(
    missingCompanions('x.mdx', 'SAQ A: <Fact name="saqAScriptEligibility" />. <Fact name="saqAScriptCriterionScope" />.'),
  ).toEqual([]);
});

test('no <Fact> is followed by the unit its text already has ("7 days days")', () => {
  const found = sources().flatMap(({ file, text }) => doubledUnits(file, text));
  expect(found, found.join('\n')).toEqual([]);
  expect(doubledUnits('x.mdx', 'for <Fact name="authorizationValidityDays" /> days')).toHaveLength(1);
  expect(doubledUnits('x.mdx', 'for <Fact name="notificationRetryHours" /> **hours**')).toHaveLength(1);
  expect(doubledUnits('x.mdx', 'for <Fact name="authorizationValidityDays" />, then')).toEqual([]);
  expect(doubledUnits('x.mdx', 'at most <Fact name="sessionLifetimeMaxMinutes" /> minutes')).toEqual([]);
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

test('every fact names its source and the day it was checked', () => {
  const today = new Date().toISOString().slice(0, 10);
  const missing = (Object.entries(facts) as [string, (typeof facts)[keyof typeof facts]][])
    .filter(([, fact]) => !fact.source?.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(fact.checked ?? '') || fact.checked > today)
    .map(([name, fact]) => `${name}: source "${fact.source ?? ''}", checked "${fact.checked ?? ''}"`);
  expect(missing, 'Each fact has a source and a past YYYY-MM-DD checked date').toEqual([]);
});

test('a stale compliance or platform statement is found, and the rendered facts are accepted', () => {
  const stale = [
    'SAQ A adds conditions for the page: PCI DSS 4.0 requirement 6.4.3 and 11.6.1.',
    'The module runs on Magento 2.4.6 with PHP 8.3.',
    'PHP: 8.1 to 8.3 for 2.4.6, 8.2 or 8.3 for 2.4.7.',
    'Merchant-initiated transactions are exempted from SCA.',
    'The ticket kiosk shows Hosted Fields, so the station qualifies for SAQ A.',
    'Use an Apple sandbox tester account, which has Apple test cards in its Wallet.',
    'A redirect to the Payment Window qualifies for SAQ A if your site is protected against script attacks.',
    'The `cardholderName` field is optional.',
    'Apple Pay in a frame needs Safari 17 or later (iOS 17, iPadOS 17, macOS Sonoma).',
  ].join('\n\n');
  const names = findContradictions('example.mdx', stale).map((c) => c.fact);
  expect(names).toEqual(
    expect.arrayContaining([
      'saqAScriptEligibility',
      'magento246Php',
      'psd2MerchantInitiated',
      'saqACardNotPresent',
      'applePayTesting',
      'saqAScriptCriterionScope',
      'visaSecureDataFields',
      'applePayInIframe',
    ]),
  );
  const right = [
    'SAQ A: <Fact name="saqAScriptEligibility" />. <Fact name="saqAScriptCriterionScope" />.',
    'PHP: <Fact name="magento246Php" /> for 2.4.6, <Fact name="magento247Php" /> for 2.4.7, <Fact name="magento248Php" /> for 2.4.8.',
    'PHP <Fact name="shopware65Php" /> on Shopware 6.5; <Fact name="shopware66Php" /> on Shopware 6.6.',
    '<Fact name="psd2MerchantInitiated" />. <Fact name="saqACardNotPresent" />. <Fact name="applePayTesting" />. <Fact name="googlePayTesting" />. <Fact name="visaSecureDataFields" />.',
  ].join('\n\n');
  expect(findContradictions('example.mdx', right)).toEqual([]);
  expect(parseVersions('8.1 to 8.3')).toEqual(['8.1', '8.2', '8.3']);
  expect(parseVersions('8.1, 8.2 and 8.4')).toEqual(['8.1', '8.2', '8.4']);
});
