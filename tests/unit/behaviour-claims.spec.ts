/**
 * The docs' prose and diagrams agree with the behaviour model (tests/unit/behaviour-claims.ts):
 * no diagram marks an order paid on any notification or leaves out pending and failed, no page
 * accepts "later states" as paid, takes a landing on cancelUrl as proof of cancellation, or opens
 * a second session for an order without saying the first stays payable. Shown failing on each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { behaviourClaimProblems } from './behaviour-claims';

const root = path.resolve(__dirname, '../..');

test('no docs page states a behaviour the state model contradicts', () => {
  const found = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`)
    .sort()
    .flatMap((file) => behaviourClaimProblems(file, readFileSync(path.join(root, file), 'utf8')));
  expect(found.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
});

test('each kind is found, and the agreeing wording passes', () => {
  const bad = [
    '```mermaid',
    'flowchart LR',
    '    D --> G[Signed notification to your server]',
    '    G --> H[Order marked paid]',
    '    X --> Y[declined]',
    '    X --> Z[captured]',
    '```',
    '',
    'The status is `authorized` or `captured` (or later states such as `partially_refunded`).',
    '',
    'Send a paid order (`authorized`, `captured` or later) to the confirmation page.',
    '',
    'A customer who presses Cancel lands on your `cancelUrl`; mark the stored session cancelled then.',
    '',
    'The fallback creates a session with `integration: payment_window` for the same order.',
  ].join('\n');
  const kinds = behaviourClaimProblems('x.mdx', bad).map((p) => p.kind);
  expect(kinds.sort()).toEqual(
    [
      'cancel-url-as-proof',
      'later-states',
      'later-states',
      'outcomes-without-silent-states',
      'paid-on-any-notification',
      'second-session-payable',
    ].sort(),
  );
  const good = [
    '```mermaid',
    'flowchart LR',
    '    D -->|transaction.captured| H[Order marked paid]',
    '    D -->|transaction.declined| K[declined: session stays open]',
    '    D -->|pending or failed: no notification| L[Check on a schedule]',
    '```',
    '',
    'The status is `captured`, `partially_captured` or `partially_refunded`.',
    '',
    "On `cancelUrl`, list the session's transactions first; mark the session cancelled only when none paid.",
    '',
    'The fallback creates a second session for the same order; the first stays payable until `expiresAt`.',
  ].join('\n');
  expect(behaviourClaimProblems('x.mdx', good)).toEqual([]);
});
