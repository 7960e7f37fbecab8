/**
 * The search mode the browser reads (searchModeFromConfig, config/search.ts): what the build
 * writes passes unchanged, and every wrong shape stops with a message that names the field.
 */
import { expect, test } from '@playwright/test';
import { searchMode, searchModeFromConfig } from '../../config/search';

test('the modes the build writes pass unchanged', () => {
  const embedded = searchMode({});
  const algolia = searchMode({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INSIGHTS: 'true' });
  // Through JSON, as customFields reach the browser.
  for (const mode of [embedded, algolia]) {
    expect(searchModeFromConfig(JSON.parse(JSON.stringify(mode)))).toEqual(mode);
  }
  expect(searchModeFromConfig(algolia)).toMatchObject({ backend: 'algolia', appId: 'APP', insights: true });
});

test('extra fields are left behind', () => {
  const mode = { ...searchMode({}), stray: 1 };
  expect(searchModeFromConfig(mode)).not.toHaveProperty('stray');
});

const bad: [string, unknown, RegExp][] = [
  ['nothing', undefined, /customFields\.search must be an object .* got nothing/],
  ['null', null, /customFields\.search must be an object .* got null/],
  ['a string', 'embedded', /customFields\.search must be an object .* got "embedded"/],
  ['an array', [], /customFields\.search must be an object .* got an array/],
  ['no backend', { indexName: 'x', indexUrl: '/x' }, /\.backend must be "embedded" or "algolia"; got nothing/],
  ['an unknown backend', { backend: 'bing' }, /\.backend must be "embedded" or "algolia"; got "bing"/],
  [
    'embedded without its index',
    { backend: 'embedded', indexName: 'x' },
    /\.indexUrl must be a non-empty string .*embedded.* got nothing/,
  ],
  ['an empty index name', { backend: 'embedded', indexName: ' ', indexUrl: '/x' }, /\.indexName must be a non-empty string/],
  ['a number for a name', { backend: 'embedded', indexName: 7, indexUrl: '/x' }, /\.indexName .* got 7/],
  [
    'algolia without a key',
    { backend: 'algolia', indexName: 'x', appId: 'A', insights: false },
    /\.apiKey must be a non-empty string .*algolia.* got nothing/,
  ],
  [
    'insights as a string',
    { backend: 'algolia', indexName: 'x', appId: 'A', apiKey: 'k', insights: 'true' },
    /\.insights must be true or false .* got "true"/,
  ],
  [
    'an object for a key',
    { backend: 'algolia', indexName: 'x', appId: {}, apiKey: 'k', insights: true },
    /\.appId .* got an object/,
  ],
];

for (const [name, value, message] of bad) {
  test(`a mode with ${name} is refused with a message naming the field`, () => {
    expect(() => searchModeFromConfig(value)).toThrow(message);
  });
}

test('a long wrong value is shortened in the message', () => {
  expect(() => searchModeFromConfig({ backend: 'x'.repeat(500) })).toThrow(/got "x{39}…\.$/);
});
