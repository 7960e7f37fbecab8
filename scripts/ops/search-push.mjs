#!/usr/bin/env node
/**
 * search:push — uploads the search records of the last build (build/search-index.json, written
 * by the search-index plugin) to Algolia, for sites that search with Algolia instead of the
 * embedded index (see config/search.ts).
 *
 * The index is replaced atomically: the index settings are set first, then the client's
 * replaceAllObjects copies settings, rules and synonyms to a temporary index, uploads the records
 * there in batches and moves the temporary index over the live one. Searchers see either the old
 * records or all of the new ones, and the new records are never served with stale settings.
 *
 * Environment:
 *   ALGOLIA_APP_ID          application id (required)
 *   ALGOLIA_ADMIN_API_KEY   a key with addObject, deleteIndex and editSettings rights (required;
 *                           never printed). Not the search-only key the site ships.
 *   ALGOLIA_INDEX_NAME      index to replace (default: epic-docs, as in config/search.ts)
 *   SEARCH_INDEX_FILE       records to upload (default: build/search-index.json)
 *   ALGOLIA_HOSTS_OVERRIDE  http(s)://host:port to send every request to instead of Algolia
 *                           (tests point it at a local fake of the REST API)
 *
 * Usage: npm run build && ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… npm run search:push
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { algoliasearch } from 'algoliasearch';
import { searchIndexFile } from '../../config/searchIndex.cjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Same default as config/search.ts (defaultIndexName). */
const defaultIndexName = 'epic-docs';
const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * Index settings for DocSearch-shaped records (the DocSearch crawler's defaults, trimmed to our
 * records): every hierarchy level, the names a record documents (a table's first column, a schema
 * field: `names`, the engine's own field of that name, so that the section documenting a name
 * outranks one that uses it) and the content are searchable, the position of a word in a title
 * does not matter (unordered), one hit per URL, and ties are broken by the record's level
 * (page title > section heading > body text) and then its position on the page.
 */
const indexSettings = {
  searchableAttributes: [...levels.map((level) => `unordered(hierarchy.${level})`), 'unordered(names)', 'content'],
  attributesForFaceting: ['filterOnly(language)', 'filterOnly(docusaurus_tag)'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  distinct: true,
  attributeForDistinct: 'url',
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  camelCaseAttributes: ['hierarchy', 'names', 'content'],
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  advancedSyntax: true,
  minProximity: 1,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
};

/** Ranking weight by record type, as the DocSearch crawler computes it: titles first, body text last. */
const levelWeight = { lvl0: 100, lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0 };

let secret = '';
/** Every message goes through here: the admin key never reaches the terminal or a CI log. */
const redact = (text) => (secret.length >= 6 ? String(text).split(secret).join('***') : String(text));
function fail(message) {
  console.error(`search:push: ${redact(message)}`);
  process.exit(1);
}

/** The configuration from the environment; every missing variable is named at once. */
function readConfig(env) {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_ADMIN_API_KEY?.trim();
  const missing = [!appId && 'ALGOLIA_APP_ID', !apiKey && 'ALGOLIA_ADMIN_API_KEY'].filter(Boolean);
  if (missing.length) {
    fail(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        'Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_API_KEY (a key allowed to add records, delete indices and edit settings) to push the search records to Algolia.',
    );
  }
  secret = apiKey;
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || defaultIndexName;
  const file = resolve(root, env.SEARCH_INDEX_FILE?.trim() || `build/${searchIndexFile}`);
  let hosts;
  if (env.ALGOLIA_HOSTS_OVERRIDE?.trim()) {
    let url;
    try {
      url = new URL(env.ALGOLIA_HOSTS_OVERRIDE.trim());
    } catch {
      fail(`ALGOLIA_HOSTS_OVERRIDE must be a URL such as http://127.0.0.1:8080, not "${env.ALGOLIA_HOSTS_OVERRIDE}".`);
    }
    const protocol = url.protocol.replace(':', '');
    if (protocol !== 'http' && protocol !== 'https') fail(`ALGOLIA_HOSTS_OVERRIDE must be an http or https URL.`);
    hosts = [{ url: url.host, accept: 'readWrite', protocol }];
  }
  return { appId, apiKey, indexName, file, hosts };
}

/** The records of the build, checked for what Algolia and DocSearch need. */
function readRecords(file) {
  const shown = relative(process.cwd(), file) || file;
  if (!existsSync(file)) {
    fail(`${shown} does not exist. Run "npm run build" first: the build writes the search records there.`);
  }
  let records;
  try {
    records = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${shown} is not valid JSON (${error.message}). Run "npm run build" again.`);
  }
  if (!Array.isArray(records) || records.length === 0) {
    // replaceAllObjects with no records would empty the live index.
    fail(`${shown} holds no records, so nothing was uploaded (the live index was left as it is). Run "npm run build" again.`);
  }
  const ids = new Set();
  for (const [at, record] of records.entries()) {
    if (
      !record ||
      typeof record.objectID !== 'string' ||
      !record.objectID ||
      typeof record.url !== 'string' ||
      !record.hierarchy
    ) {
      fail(`${shown}: record ${at} lacks an objectID, url or hierarchy; it is not a DocSearch record.`);
    }
    if (ids.has(record.objectID)) fail(`${shown}: objectID "${record.objectID}" appears twice.`);
    ids.add(record.objectID);
  }
  return records;
}

/**
 * The records as uploaded: each gains the crawler's `weight` (level by type, position on its page),
 * which customRanking sorts on. The records of one page are consecutive in the file.
 */
function withWeights(records) {
  const positions = new Map();
  return records.map((record) => {
    const page = record.url.split('#')[0];
    const position = positions.get(page) ?? 0;
    positions.set(page, position + 1);
    return { ...record, weight: { level: levelWeight[record.type] ?? 0, position } };
  });
}

async function main() {
  const config = readConfig(process.env);
  const records = withWeights(readRecords(config.file));
  const client = algoliasearch(config.appId, config.apiKey, config.hosts ? { hosts: config.hosts } : undefined);
  const target = config.hosts
    ? `${config.hosts[0].protocol}://${config.hosts[0].url} (ALGOLIA_HOSTS_OVERRIDE)`
    : `application ${config.appId}`;
  console.log(
    `search:push: uploading ${records.length} records from ${relative(process.cwd(), config.file) || config.file} to index "${config.indexName}" on ${target}`,
  );

  const settings = await client.setSettings({ indexName: config.indexName, indexSettings });
  await client.waitForTask({ indexName: config.indexName, taskID: settings.taskID });
  const { copyOperationResponse, batchResponses, moveOperationResponse } = await client.replaceAllObjects({
    indexName: config.indexName,
    objects: records,
    batchSize: 1000,
  });

  const rows = [
    ['records uploaded', String(records.length)],
    ['index', config.indexName],
    ['batches', String(batchResponses.length)],
    ['settings task', String(settings.taskID)],
    ['batch tasks', batchResponses.map((response) => response.taskID).join(', ')],
    ['copy task', String(copyOperationResponse.taskID)],
    ['move task', String(moveOperationResponse.taskID)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(redact(rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join('\n')));
  console.log(`search:push: index "${config.indexName}" now holds the ${records.length} records of this build.`);
}

main().catch((error) => {
  const status = typeof error?.status === 'number' ? ` (HTTP ${error.status})` : '';
  const hint =
    error?.status === 403 || error?.status === 401
      ? ' Check that ALGOLIA_ADMIN_API_KEY belongs to ALGOLIA_APP_ID and may add records, delete indices and edit settings.'
      : error?.name === 'RetryError'
        ? ' Algolia could not be reached: check the network and ALGOLIA_APP_ID.'
        : '';
  fail(`upload failed${status}: ${String(error?.message ?? error).replace(/\.$/, '')}.${hint}`);
});
