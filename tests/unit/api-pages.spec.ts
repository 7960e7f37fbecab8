/**
 * The API pipeline's pure logic, no build: the pages docusaurus-plugin-openapi-docs makes of a
 * spec (spec/pages.mjs) agree with the plugin's own item list for every fixture spec;
 * pages that would collide and sidebar labels that would share a translation key are found and
 * named; circular references in oneOf and discriminator mappings become placeholder schemas;
 * the Markdown twins say how to send each kind of security scheme; the JSON props of a page reach
 * its components unchanged when written for MDX's linear-time parse.
 */
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import { readSpec } from '../../spec/index.mjs';
import {
  checkGenerated,
  expectedPages,
  pageCollisions,
  pluginInput,
  sidebarKeyCollisions,
  uniqueSidebarKeys,
} from '../../spec/pages.mjs';
import { fixCircularVariants, withoutCircularVariants } from '../../scripts/build/api/circular.mjs';
import { withLinearProps } from '../../scripts/build/api/linear-props.mjs';
import { apiPages, securitySchemeLine } from '../../src/plugins/llms-txt/openapi';
import { apiRecords } from '../../src/search/build/extract';

type Json = Record<string, any>;
const fixtures = 'tests/fixtures/openapi';
/** The public specs of a real provider, read where the workplace keeps them (not copied into the project). */
const sharedFixtures = process.env.ACME_FIXTURE_SPECS ?? '../shared/fixtures/openapi';
const specFiles = [
  'openapi/payments.yaml',
  ...[fixtures, sharedFixtures]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.yaml'))
        .map((file) => `${dir}/${file}`),
    ),
];
const read = (file: string) => readSpec(file) as Json;

const plugin = createRequire(resolve('package.json'))('docusaurus-plugin-openapi-docs/lib/openapi') as {
  readOpenapiFiles: (path: string) => Promise<unknown[]>;
  processOpenapiFiles: (files: unknown[], options: Json, sidebarOptions: Json) => Promise<[Json[], unknown, unknown]>;
};

for (const file of specFiles) {
  test(`page ids of ${file} are the plugin's own`, async () => {
    test.setTimeout(60_000);
    const spec = read(file);
    const pages = expectedPages(spec, file);
    // The copy gen-api gives the plugin (empty `paths` for a spec of webhooks only, the names of
    // pages that would have collided), when it needs one.
    const input = pluginInput(spec, pages);
    let path = resolve(file);
    if (input) {
      path = join(mkdtempSync(join(tmpdir(), 'api-pages-')), 'spec.json');
      writeFileSync(path, JSON.stringify(input));
    }
    const [items] = await plugin.processOpenapiFiles(
      await plugin.readOpenapiFiles(path),
      { showSchemas: true },
      { groupPathsBy: 'tag' },
    );
    const byType = (type: string) => items.filter((item) => item.type === type).map((item) => item.id as string);
    expect([pages.info.id]).toEqual(byType('info'));
    expect(pages.operations.map((page) => page.id).sort()).toEqual(byType('api').sort());
    expect(pages.schemas.map((page) => page.id).sort()).toEqual(byType('schema').sort());
    expect(pageCollisions(pages)).toEqual([]);
  });
}

test('ids follow the plugin: dots, capitals and a schema title with spaces', () => {
  const pages = expectedPages(read(`${fixtures}/edge-cases.yaml`));
  expect(pages.operations.map((page) => page.route)).toEqual([
    '/api/pets-list-all',
    '/api/create-pet',
    '/api/list-stores',
    '/api/pet-adopted',
  ]);
  expect(pages.schemas.find((page) => page.name === 'Store')).toMatchObject({
    route: '/api/schemas/pet-store',
    title: 'Pet Store',
  });
  expect(pages.operations.at(-1)).toMatchObject({ kind: 'webhook', event: 'pet.adopted', method: 'post', title: 'Pet adopted' });
  const webhooksOnly = `${sharedFixtures}/adyen-management-notifications-v3.yaml`;
  if (existsSync(webhooksOnly)) {
    const adyen = expectedPages(read(webhooksOnly));
    expect(adyen.operations.map((page) => page.route)).toContain('/api/post-payment-method-created');
  }
});

test('pages that would share one page each get their own; the spec is not changed; the others keep theirs', () => {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Clash' },
    paths: {
      '/a': { get: { operationId: 'getThing', summary: 'Thing' } },
      '/b': { get: { operationId: 'get-thing', summary: 'Thing' } },
      '/c': { post: { operationId: 'clash' } },
      '/d': { get: { summary: '' }, put: { summary: 'List' } },
      '/e': { get: { summary: 'List' } },
      '/f': { get: { operationId: 'kept', summary: 'Kept' } },
    },
    components: {
      schemas: {
        Amount: { type: 'object' },
        CheckoutAmount: { title: 'Amount', type: 'object' },
        Other: {},
        Alias: { $ref: '#/components/schemas/Other' },
        Emoji: { title: '💳' },
        Card: { title: '💳' },
      },
    },
  };
  const before = structuredClone(spec);
  const pages = expectedPages(spec);
  expect(pageCollisions(pages)).toEqual([]);
  const byPath = Object.fromEntries(pages.operations.map((page) => [`${page.method} ${page.path}`, page]));
  expect(byPath['get /a']).toMatchObject({ id: 'get-a', title: 'Thing (getThing)' });
  expect(byPath['get /b']).toMatchObject({ id: 'get-b', title: 'Thing (get-thing)' });
  expect(byPath['post /c'], "the overview's id is not taken").toMatchObject({ id: 'post-c', title: 'clash' });
  expect(byPath['get /d'], 'an empty summary').toMatchObject({ id: 'get-d' });
  expect(byPath['put /d']).toMatchObject({ id: 'put-d', title: 'List (PUT /d)' });
  expect(byPath['get /e']).toMatchObject({ id: 'get-e', title: 'List (GET /e)' });
  expect(byPath['get /f'], 'a page that collides with nothing keeps its id and title').toMatchObject({
    id: 'kept',
    title: 'Kept',
  });
  expect(byPath['get /f']?.pluginOperationId).toBeUndefined();
  const schemas = Object.fromEntries(pages.schemas.map((page) => [page.name, page]));
  expect(schemas.Amount).toMatchObject({ id: 'amount-amount', title: 'Amount (Amount)' });
  expect(schemas.CheckoutAmount).toMatchObject({ id: 'amount-checkoutamount', title: 'Amount (CheckoutAmount)' });
  expect(schemas.Other).toMatchObject({ id: 'other', title: 'Other' });
  expect(schemas.Alias).toMatchObject({ id: 'alias', title: 'Alias' });
  expect(schemas.Emoji).toMatchObject({ id: '💳-emoji', title: '💳 (Emoji)' });
  expect(schemas.Card).toMatchObject({ id: '💳-card', title: '💳 (Card)' });
  expect(new Set(pages.schemas.map((page) => page.id)).size).toBe(pages.schemas.length);

  const input = pluginInput(spec, pages) as Json;
  expect(spec, 'the spec itself is not changed').toEqual(before);
  expect(input.paths['/a'].get).toEqual({ operationId: 'get-a', summary: 'Thing (getThing)' });
  expect(input.paths['/f'].get, 'a page that collides with nothing is given as it is').toBe(spec.paths['/f'].get);
  expect(input.components.schemas.CheckoutAmount).toEqual({ title: 'Amount (CheckoutAmount)', type: 'object' });
  expect(input.components.schemas.Other).toBe(spec.components.schemas.Other);
  expect(
    pluginInput(
      { openapi: '3.1.0', info: { title: 'Plain' }, paths: {} },
      expectedPages({ info: { title: 'Plain' }, paths: {} }),
    ),
  ).toBeUndefined();
  const webhooksOnly = {
    openapi: '3.1.0',
    info: { title: 'Hooks' },
    webhooks: { a: { post: { summary: 'Event' } }, b: { post: { summary: 'Event' } } },
  };
  const hookPages = expectedPages(webhooksOnly);
  expect(hookPages.operations.map((page) => [page.id, page.title])).toEqual([
    ['a-post', 'Event (POST a)'],
    ['b-post', 'Event (POST b)'],
  ]);
  expect((pluginInput(webhooksOnly, hookPages) as Json).paths).toEqual({});
});

test('the check against the plugin output names a missing page and a page nobody accounts for', () => {
  const pages = expectedPages({
    info: { title: 'Tiny API' },
    paths: { '/x': { get: { operationId: 'getX' } } },
    components: { schemas: { X: {} } },
  });
  const files = {
    'tiny-api.info.mdx': '---\nid: tiny-api\n---\n',
    'get-x.api.mdx': '---\nid: get-x\ntitle: "getX"\n---\n',
    'schemas/other.schema.mdx': '---\nid: other\n---\n',
  };
  expect(checkGenerated(pages, files)).toEqual([
    'components.schemas.X: the plugin wrote no schemas/x.schema.mdx (expected the page id "x")',
    'schemas/other.schema.mdx: a page no operation or schema of the spec accounts for',
  ]);
  expect(
    checkGenerated(pages, { ...files, 'schemas/x.schema.mdx': '---\nid: x\n---\n', 'schemas/other.schema.mdx': '' }),
  ).toEqual(['schemas/other.schema.mdx: a page no operation or schema of the spec accounts for']);
});

test('sidebar labels shared by two pages get their page ids as keys; clashing categories are named', () => {
  const sidebar = [
    { type: 'doc', id: 'overview' },
    {
      type: 'category',
      label: 'Pets',
      items: [
        { type: 'doc', id: 'list-pets', label: 'List' },
        { type: 'doc', id: 'create-pet', label: 'Pet' },
      ],
    },
    { type: 'category', label: 'Stores', items: [{ type: 'doc', id: 'list-stores', label: 'List' }] },
    { type: 'category', label: 'Schemas', items: [{ type: 'doc', id: 'schemas/pet', label: 'Pet' }] },
  ];
  expect(sidebarKeyCollisions(sidebar).map((collision) => collision.key)).toEqual([
    'sidebar.payments.doc.List',
    'sidebar.payments.doc.Pet',
  ]);
  const { items, shared } = uniqueSidebarKeys(sidebar);
  expect(shared).toEqual([
    { label: 'List', ids: ['list-pets', 'list-stores'] },
    { label: 'Pet', ids: ['create-pet', 'schemas/pet'] },
  ]);
  expect(sidebarKeyCollisions(items)).toEqual([]);
  expect((sidebar[1] as Json).items[0].key, 'the input is not changed').toBeUndefined();
  const twoCategories = [...items, { type: 'category', label: 'Pets', items: [] }];
  expect(sidebarKeyCollisions(twoCategories)).toEqual([
    { key: 'sidebar.payments.category.Pets', members: ['category "Pets"', 'category "Pets"'] },
  ]);
  // A tag named like another category (a tag "Schemas"): each category gets its label and position as key.
  const categories = uniqueSidebarKeys(twoCategories);
  expect(categories.shared).toContainEqual({ label: 'Pets', ids: ['Pets 1', 'Pets 2'] });
  expect(sidebarKeyCollisions(categories.items)).toEqual([]);
});

test('circular references in oneOf and discriminator mappings become placeholder schemas; elsewhere they stay', () => {
  const schema = {
    type: 'object',
    properties: { friends: { type: 'array', items: 'circular(Pet)' } },
    discriminator: { propertyName: 'petType', mapping: { cat: 'circular(Cat)', dog: { title: 'Dog' } } },
    oneOf: ['circular(Cat)', { anyOf: ['circular()'] }],
  };
  const { value, replaced } = fixCircularVariants(schema);
  expect(replaced).toBe(3);
  expect(value.properties.friends.items, 'the theme handles it as an item').toBe('circular(Pet)');
  expect(value.discriminator.mapping.cat).toMatchObject({ type: 'object', title: 'Cat' });
  expect(value.discriminator.mapping.dog).toEqual({ title: 'Dog' });
  expect(value.oneOf[0].description).toContain('The Cat schema again');
  expect(value.oneOf[1].anyOf[0]).toMatchObject({ type: 'object', title: 'circular reference' });
  const page = `---\nid: pet\n---\n\n<Schema\n  schema={${JSON.stringify(schema)}}\n/>\n`;
  const fixed = withoutCircularVariants(page);
  expect(fixed.replaced).toBe(3);
  expect(fixed.text).toContain('"items":"circular(Pet)"');
  expect(fixed.text).not.toContain('"circular(Cat)"');
  expect(withoutCircularVariants('---\nid: x\n---\n')).toEqual({ text: '---\nid: x\n---\n', replaced: 0 });
});

test('JSON props become JSON.parse strings with one closing brace, and the component gets the same value', async () => {
  // What makes MDX's parse quadratic: many `}` and `//` inside one expression (scripts/build/api/linear-props.mjs).
  const body = {
    description: 'See https://example.com/a?b={c} and //not-a-comment, "quoted" `code` <b>bold</b> {braces} é \u2028',
    content: { 'application/json': { schema: { type: 'object', properties: { a: { type: ['string', 'null'] } } } } },
    list: [{}, [], [{ x: '}' }], null, 1.5e-7, true],
  };
  const page = `---\nid: op\n---\n\n<RequestSchema\n  title="Body"\n  body={${JSON.stringify(body)}}\n  items={[1,{"a":"}"}]}\n  id={undefined}\n/>\n`;
  const fixed: string = withLinearProps(page);
  const line = fixed.split('\n').find((each) => each.startsWith('  body='));
  expect(line).toMatch(/^ {2}body=\{JSON\.parse\(".*"\)\}$/);
  expect(line?.split('}').length, "one closing brace on the line: the expression's own").toBe(2);
  expect(fixed).toContain('  title="Body"\n');
  expect(fixed).toContain('  id={undefined}\n');
  expect(withLinearProps('  body={not json}\n'), 'a prop that is not JSON stays as written').toBe('  body={not json}\n');

  // Both pages compiled by MDX and rendered: the component receives equal props.
  const { evaluate } = await import('@mdx-js/mdx');
  const runtime = await import('react/jsx-runtime');
  const { createElement } = await import('react');
  const { renderToStaticMarkup } = await import('react-dom/server');
  const propsOf = async (text: string) => {
    const received: Record<string, unknown>[] = [];
    const { default: Content } = await evaluate(
      text.replace(/^---[\s\S]*?\n---\n/, ''),
      runtime as unknown as Parameters<typeof evaluate>[1],
    );
    const RequestSchema = (props: Record<string, unknown>) => (received.push(props), null);
    renderToStaticMarkup(createElement(Content, { components: { RequestSchema } }));
    return received;
  };
  const [before, after] = [await propsOf(page), await propsOf(fixed)];
  expect(before).toEqual([{ title: 'Body', body, items: [1, { a: '}' }], id: undefined }]);
  expect(after).toEqual(before);
});

test("Markdown twins and search records use the plugin's routes, and each security scheme as its type says", () => {
  const spec = read(`${fixtures}/edge-cases.yaml`);
  const pages = { ...expectedPages(spec), overview: ['/api', '/api/edge-cases-api'] };
  const twins = apiPages(spec as never, pages);
  expect(twins.map((twin) => twin.route).sort()).toEqual(
    [...pages.overview, ...pages.operations.map((page) => page.route), ...pages.schemas.map((page) => page.route)].sort(),
  );
  const list = twins.find((twin) => twin.route === '/api/pets-list-all')?.markdown ?? '';
  expect(list).toContain('API key in the header `X-Edge-Key`: send `X-Edge-Key: <API key>`.');
  // A runnable request, sent as the security scheme says (spec/samples.mjs).
  expect(list).toContain("```bash\ncurl -X GET 'https://api.edge.example/v1/pets' \\\n  -H 'X-Edge-Key: <API key>'\n```");
  expect(twins.find((twin) => twin.route === '/api/list-stores')?.markdown).toContain("-u '<username>:<password>'");
  expect(list).not.toContain('Bearer');
  expect(twins.find((twin) => twin.route === '/api/list-stores')?.markdown).toContain('Authorization: Basic');
  const records = apiRecords(spec, { language: 'en', tag: 'docs-api-current', pages });
  const routes = new Set(twins.map((twin) => twin.route));
  // A record is on a page of the plugin, at its top or under the operation's Request heading.
  const [pagePart, anchor] = [(url: string) => url.split('#')[0]!, (url: string) => url.split('#')[1]];
  expect(records.filter((record) => !routes.has(pagePart(record.url)))).toEqual([]);
  expect(new Set(records.map((record) => anchor(record.url)).filter(Boolean))).toEqual(new Set(['request']));
  expect(new Set(records.map((record) => pagePart(record.url))).size).toBe(pages.operations.length + pages.schemas.length);
  expect(securitySchemeLine('Bearer', { type: 'http', scheme: 'bearer' })).toContain('Authorization: Bearer');
  expect(securitySchemeLine('Key', { type: 'apiKey', in: 'query', name: 'key' })).toContain('?key=<API key>');
  expect(securitySchemeLine('Missing', undefined)).toContain('does not define');
});

test('the Markdown twin of an operation of our spec carries its curl sample with the sandbox key and a fresh idempotency key', () => {
  const spec = read('openapi/payments.yaml');
  const pages = { ...expectedPages(spec), overview: ['/api', '/api/acme-payments-api'] };
  const capture =
    apiPages(spec as never, pages, { apiKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc' }).find(
      (twin) => twin.route === '/api/capture-payment',
    )?.markdown ?? '';
  const sample = /## Request sample\n\n```bash\n(curl [\s\S]*?)\n```/.exec(capture)?.[1] ?? '';
  expect(sample).toMatch(/^curl -X POST 'https:\/\/sandbox\.api\.acmepay\.example\/v1\/transactions\/[^/']+\/capture'/);
  expect(sample).toContain("-H 'Authorization: Bearer sk_test_");
  expect(sample).toContain("-H 'Idempotency-Key: <a new UUID for each attempt>'");
});
