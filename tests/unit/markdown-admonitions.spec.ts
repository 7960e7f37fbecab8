/**
 * src/lib/markdownAdmonitions.ts: how src/theme/Markdown splits an OpenAPI description into plain
 * markdown and the `:::type[title]` admonitions docusaurus-theme-openapi-docs accepts.
 */
import { expect, test } from '@playwright/test';
import { splitAdmonitions } from '../../src/lib/markdownAdmonitions';

test('a description without admonitions is one text part, unchanged', () => {
  const text = 'Amount in **minor units**.\n\n- `EUR`: cents\n- `JPY`: yen';
  expect(splitAdmonitions(text)).toEqual([{ kind: 'text', text }]);
});

test('an admonition block between text becomes its own part, with its type and title', () => {
  const parts = splitAdmonitions('Before.\n\n:::warning[Live keys]\nNever send `sk_live_` keys to a browser.\n:::\n\nAfter.');
  expect(parts).toEqual([
    { kind: 'text', text: 'Before.\n' },
    { kind: 'admonition', type: 'warning', title: 'Live keys', text: 'Never send `sk_live_` keys to a browser.' },
    { kind: 'text', text: '\nAfter.' },
  ]);
});

test('without a title the admonition keeps none (the site shows its default heading)', () => {
  expect(splitAdmonitions(':::note\nSandbox only.\n:::')).toEqual([
    { kind: 'admonition', type: 'note', title: undefined, text: 'Sandbox only.' },
  ]);
});

test('the one-line form is an admonition too', () => {
  expect(splitAdmonitions(':::tip Use idempotency keys. :::')).toEqual([
    { kind: 'admonition', type: 'tip', title: undefined, text: 'Use idempotency keys.' },
  ]);
});

test('markers inside a fenced code block are code, not admonitions', () => {
  const text = 'Write it so:\n\n```md\n:::note\nText\n:::\n```';
  expect(splitAdmonitions(text)).toEqual([{ kind: 'text', text }]);
});

test('an admonition never closed runs to the end of the description', () => {
  expect(splitAdmonitions(':::danger\nRefunds cannot be undone.\nContact support.')).toEqual([
    { kind: 'admonition', type: 'danger', title: undefined, text: 'Refunds cannot be undone.\nContact support.' },
  ]);
});
