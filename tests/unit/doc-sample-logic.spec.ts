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
    "const capture = (id) => fetch(`${process.env.ACME_API_BASE}/v1/x/${id}`, { body: JSON.stringify({ currency: 'EUR' }) });",
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

test('a function with parameters that calls a literal API host fails whatever its parameters are called; a runnable top-level sample keeps its host', () => {
  const found = (lang: string, code: string) => hardCodedInGenericFunctions({ file: 'x.mdx', line: 1, lang, meta: '', code });
  const helper = [
    '// config: { apiBase, apiKey } (in the sandbox apiBase is https://sandbox.api.acmepay.example)',
    'export async function capturePayment(apiKey, transactionId, shipment) {',
    '  return fetch(`https://sandbox.api.acmepay.example/v1/transactions/${transactionId}/capture`, {',
    '    headers: { Authorization: `Bearer ${apiKey}` },',
    '  });',
    '}',
    "const listAll = async (key) => { return fetch('https://api.acmepay.example/v1/points-of-sale', { headers: { Authorization: key } }); };",
  ].join('\n');
  // block.line is the fence: the code's first line is line 2.
  expect(found('js', helper).map((p) => [p.line, p.message])).toEqual([
    [4, expect.stringContaining('capturePayment(…) takes parameters but calls a literal API host')],
    [8, expect.stringContaining('listAll(…) takes parameters but calls a literal API host')],
  ]);
  expect(
    found(
      'python',
      'def get_transaction(api_key, transaction_id):\n    return requests.get("https://sandbox.api.acmepay.example/v1/transactions/" + transaction_id)\n',
    ),
  ).toHaveLength(1);
  const configured = helper
    .replace('(apiKey, transactionId, shipment)', '(config, transactionId, shipment)')
    .replace('https://sandbox.api.acmepay.example/v1/transactions', '${config.apiBase}/v1/transactions')
    .replace("'https://api.acmepay.example/v1/points-of-sale'", '`${process.env.ACME_API_BASE}/v1/points-of-sale`');
  expect(found('js', configured)).toEqual([]);
  // Runnable samples, run as printed by the journeys: top-level code and Go's main() without parameters.
  const runnable = [
    "const response = await fetch('https://sandbox.api.acmepay.example/v1/transactions/' + process.env.TRANSACTION_ID, {",
    "  headers: { Authorization: 'Bearer sk_test_4eC39HqLyjWDarjtT1zdp7dc' },",
    '});',
  ].join('\n');
  expect(found('js', runnable)).toEqual([]);
  expect(
    found(
      'go',
      'func main() {\n\treq, _ := http.NewRequest("GET", "https://sandbox.api.acmepay.example/v1/points-of-sale", nil)\n}',
    ),
  ).toEqual([]);
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

test("a fetch to the shop's own server whose body is parsed without a look at ok fails; ok or status first passes", () => {
  const check = (code: string) => jsonBeforeStatusCheck({ file: 'x.mdx', line: 1, lang: 'js', meta: '', code });
  const unchecked = [
    'async function fetchSession(renew) {',
    "  const response = await fetch('/checkout/session', { method: 'POST', body: JSON.stringify({ renew }) });",
    '  return response.json();',
    '}',
    "const { checkoutUrl } = await fetch('/ride/pay/x/wallet-session', { method: 'POST' }).then((r) => r.json());",
    'const { status } = (await fetch(`/checkout/status?order=${orderId}`)).json();',
  ].join('\n');
  expect(check(unchecked).map((p) => [p.line, p.message])).toEqual([
    [4, expect.stringContaining('response.json() is read without checking response.ok')],
    [6, expect.stringContaining('.then((r) => r.json()) parses the body whatever the status')],
    [7, expect.stringContaining('(await fetch(...)).json() parses the body whatever the status')],
  ]);
  const checked = [
    'async function fetchSession(renew) {',
    "  const response = await fetch('/checkout/session', { method: 'POST', body: JSON.stringify({ renew }) });",
    '  if (!response.ok) throw new Error(`No payment session: ${response.status}`);',
    '  return response.json();',
    '}',
    "const state = await fetch('/kiosk/holds/1').then((r) => (r.ok ? r.json() : { status: 'unknown' }));",
    "const answer = await fetch('/orders/1/status').catch(() => null);",
    'const paid = answer !== null && answer.status === 200 && (await answer.json()).paid;',
  ].join('\n');
  expect(check(checked)).toEqual([]);
});
