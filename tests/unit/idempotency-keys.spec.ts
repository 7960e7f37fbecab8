/**
 * One Idempotency-Key, one request: a reader may copy the curl tab of one step and the PHP tab of
 * the next, or run the edge-function tab against a key the Node.js tab already used. Acme answers
 * a key that comes back with another body with `409 idempotency_conflict` (or replays the first
 * answer), so every code block of a page that sends the same literal key must send the same
 * values with it. This test compares, per page and key, the `amount` and `description` values of
 * every block (all languages) and fails when they differ. Keys built at run time (template
 * strings) are the caller's business and are skipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(__dirname, '../..');

type Use = { line: number; lang: string; values: string };

/** Per literal key, what each code block of the page sends with it. */
export function keyUses(text: string): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  const fence = /^(`{3,})(\w*)[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm;
  for (const match of text.matchAll(fence)) {
    const [, , lang = '', body = ''] = match;
    const keys = new Set(
      [...body.matchAll(/Idempotency-Key["']?\s*(?:,|:|=>)?\s*["']?\s*:?\s*([A-Za-z0-9][A-Za-z0-9_-]*)/g)]
        .map((m) => m[1]!)
        .filter((key) => /\d/.test(key)), // a literal key such as order-10045-capture, not a variable named key
    );
    if (keys.size !== 1) continue; // no key, a template key, or several requests in one block
    const pick = (name: string) =>
      [...body.matchAll(new RegExp(String.raw`["']?${name}["']?\s*(?:=>|:|=)\s*(?:["'\`]([^"'\`\n]*)["'\`]|(\d+))`, 'g'))].map(
        (m) => m[1] ?? m[2],
      );
    const values = JSON.stringify({ amount: pick('amount'), description: pick('description') });
    const key = [...keys][0]!;
    const line = text.slice(0, match.index).split('\n').length;
    uses.set(key, [...(uses.get(key) ?? []), { line, lang, values }]);
  }
  return uses;
}

export function conflicts(file: string, text: string): string[] {
  const found: string[] = [];
  for (const [key, uses] of keyUses(text)) {
    const distinct = new Set(uses.map((use) => use.values));
    if (distinct.size > 1) {
      found.push(
        `${file}: the key ${key} is sent with different values: ${uses.map((u) => `line ${u.line} (${u.lang}) ${u.values}`).join('; ')}`,
      );
    }
  }
  return found;
}

test('every code block of a page that sends one Idempotency-Key sends the same values with it', () => {
  const pages = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.mdx'),
  );
  const found = pages.flatMap((name) => conflicts(`docs/${name}`, readFileSync(path.join(root, 'docs', name), 'utf8')));
  expect(found, found.join('\n')).toEqual([]);
});

test('a key sent with another description in another tab is found', () => {
  const page = [
    '```bash',
    'curl -H "Idempotency-Key: order-1-capture" -d \'{"amount": 7500, "description": "Parcel 1"}\'',
    '```',
    '',
    '```js',
    "headers: { 'Idempotency-Key': 'order-1-capture' }, body: JSON.stringify({ amount: 7500, description: 'Order 1, parcel 1' })",
    '```',
  ].join('\n');
  expect(conflicts('example.mdx', page)).toHaveLength(1);
  expect(conflicts('example.mdx', page.replace('Order 1, parcel 1', 'Parcel 1'))).toEqual([]);
});
