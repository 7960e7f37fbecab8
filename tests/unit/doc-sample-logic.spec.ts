/**
 * Sample logic that survives a shop (tests/unit/doc-sample-logic.ts): no generic function on a
 * docs page hard-codes the values of one order, one merchant or the sandbox host. Shown failing
 * on a function that does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { extractCodeBlocks } from './doc-samples';
import { hardCodedInGenericFunctions, jsonBeforeStatusCheck } from './doc-sample-logic';

const root = path.resolve(__dirname, '../..');

function docsBlocks() {
  return readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`)
    .sort()
    .flatMap((file) => extractCodeBlocks(readFileSync(path.join(root, file), 'utf8'), file));
}

test('no generic function of a docs sample hard-codes an order, a merchant value or the API host, and no sample parses JSON before the status', () => {
  const found = docsBlocks().flatMap((block) => [...hardCodedInGenericFunctions(block), ...jsonBeforeStatusCheck(block)]);
  expect(found.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
});

test('the finder flags a generic function with literal values, and accepts one that uses its arguments', () => {
  const bad = [
    '// order: { id: "order-1", currency: "EUR" }',
    'export async function createSession(apiKey, order) {',
    "  return fetch('https://sandbox.api.acmepay.example/v1/sessions', {",
    '    body: JSON.stringify({',
    "      pointOfSaleId: 'pos_test_7Hq2Lm9Xk4', // the sandbox one",
    "      amount: order.amount, currency: 'EUR',",
    "      billingAddress: { line1: 'Vesterbrogade 12', city: 'København V' },",
    "      metadata: { cartId: 'cart_88213' },",
    "      hostedConfiguration: { returnUrl: 'https://shop.example/done?order=30001' },",
    '    }),',
    '  });',
    '}',
  ].join('\n');
  const messages = hardCodedInGenericFunctions({ file: 'x.mdx', line: 1, lang: 'js', meta: '', code: bad }).map((p) => p.message);
  for (const what of ['pointOfSaleId', 'currency', 'line1', 'city', 'cartId', 'literal API host', 'order=30001'])
    expect(
      messages.some((m) => m.includes(what)),
      what,
    ).toBe(true);
  const good = [
    'export async function createSession(config, order) {',
    '  return fetch(`${config.apiBase}/v1/sessions`, {',
    "    body: JSON.stringify({ pointOfSaleId: config.pointOfSaleId, currency: order.currency, locale: 'en',",
    '      billingAddress: order.billingAddress, metadata: { cartId: order.cartId },',
    '      returnUrl: `https://shop.example/done?order=${order.number}` }),',
    '  });',
    '}',
    "const capture = (id) => fetch('https://sandbox.api.acmepay.example/v1/x', { body: JSON.stringify({ currency: 'EUR' }) });",
  ].join('\n');
  expect(hardCodedInGenericFunctions({ file: 'x.mdx', line: 1, lang: 'js', meta: '', code: good })).toEqual([]);
});

test('in any language, a function that takes the order and sends a fixed address, cart or age limit fails; values from the order pass', () => {
  const found = (mdx: string) => extractCodeBlocks(mdx, 'x.mdx').flatMap((block) => hardCodedInGenericFunctions(block));
  const js = (code: string) => ['```js', code, '```'].join('\n');
  const wrong = js(`export async function createSession(env, cart) {
  const body = { amount: cart.amount, billingAddress: { line1: 'Vesterbrogade 12', city: 'København V' }, metadata: { cartId: 'cart_88213' } };
  return body;
}`);
  expect(found(wrong).map((p) => p.line)).toEqual([3, 3, 3]);
  const php = [
    '```php',
    'function createSession($order) {',
    "  return ['ageVerification' => ['minimumAge' => 18]];",
    '}',
    '```',
  ].join('\n');
  expect(found(php).map((p) => p.message)).toEqual([expect.stringContaining('minimumAge: 18')]);
  const python = [
    '```python',
    'def create_session(customer):',
    '    return {"email": "jane.doe@shop.example"}',
    '',
    'x = {"email": "a@b.example"}',
    '```',
  ].join('\n');
  expect(found(python).map((p) => p.line)).toEqual([3]);
  const go = [
    '```go',
    'func createSession(order Order) (*http.Request, error) {',
    '\treturn http.NewRequest("POST", "https://sandbox.api.acmepay.example/v1/sessions", nil)',
    '}',
    '```',
  ].join('\n');
  expect(found(go).map((p) => p.message)).toEqual([expect.stringContaining('literal API host')]);
  const csharp = [
    '```csharp',
    'public static object CreateSession(Order order)',
    '{',
    '    return new { currency = "EUR" };',
    '}',
    '```',
  ].join('\n');
  expect(found(csharp)).toHaveLength(1);
  const right = js(`export async function createSession(env, order) {
  return { billingAddress: order.billingAddress, metadata: { cartId: order.cartId }, ageVerification: { minimumAge: order.minimumAge } };
}
// A one-off script for one order may name its values:
const body = { metadata: { cartId: 'cart_88213' } };`);
  expect(found(right)).toEqual([]);
});

test('the JSON-before-status finder flags response.json() before response.ok, and accepts text then parse', () => {
  const bad = "const result = await response.json();\nif (!response.ok) {\n  throw new Error('x');\n}";
  expect(jsonBeforeStatusCheck({ file: 'x.mdx', line: 1, lang: 'js', meta: '', code: bad })).toHaveLength(1);
  const good = [
    'const text = await response.text();',
    'let result;',
    'try {',
    '  result = JSON.parse(text);',
    '} catch {',
    "  throw new Error('not JSON');",
    '}',
    'if (!response.ok) {',
    "  throw new Error('x');",
    '}',
  ].join('\n');
  expect(jsonBeforeStatusCheck({ file: 'x.mdx', line: 1, lang: 'js', meta: '', code: good })).toEqual([]);
});
