/** The changelog RSS feed: the built build/changelog.xml read by a real feed parser, and the entry parser. */
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { load } from 'cheerio';
import Parser from 'rss-parser';
import { urls } from '../../config/brand';
import { categories, feedTitle, parseChangelog, renderFeed, withGeneratedApiChanges } from '../../src/plugins/changelog-feed';

const buildDir = process.env.TEST_BUILD_DIR ?? 'build';

const parser = new Parser();

test.describe('the built feed', () => {
  const xml = readFileSync(`${buildDir}/changelog.xml`, 'utf8');
  const mdx = readFileSync('docs/changelog.mdx', 'utf8');
  const headingCount = mdx.split('\n').filter((line) => /^## \d{4}-\d{2}-\d{2}/.test(line)).length;
  const $page = load(readFileSync(`${buildDir}/changelog.html`, 'utf8'));
  const pageIds = new Set(
    $page('[id]')
      .map((_, element) => $page(element).attr('id'))
      .get(),
  );

  test('is RSS 2.0 with the channel title, link, self link and the newest date', async () => {
    const feed = await parser.parseString(xml);
    expect(xml).toMatch(/<rss version="2\.0"/);
    expect(feed.title).toBe(feedTitle);
    expect(feed.title).toBe('Acme Pay changelog');
    expect(feed.link).toBe(`${urls.site}/changelog`);
    expect(feed.feedUrl).toBe(`${urls.site}/changelog.xml`);
    expect(feed.description?.length).toBeGreaterThan(10);
    const lastBuildDate = (feed as { lastBuildDate?: string }).lastBuildDate;
    expect(Date.parse(lastBuildDate ?? '')).toBe(Date.parse(feed.items[0]?.pubDate ?? 'x'));
  });

  test('has one item per dated heading of the page, newest first', async () => {
    const feed = await parser.parseString(xml);
    expect(headingCount).toBeGreaterThan(0);
    expect(feed.items).toHaveLength(headingCount);
    const times = feed.items.map((item) => Date.parse(item.isoDate ?? ''));
    for (const time of times) expect(Number.isNaN(time)).toBe(false);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('every item links to an existing heading of /changelog, with a permalink guid', async () => {
    const feed = await parser.parseString(xml);
    expect(pageIds.size).toBeGreaterThan(0);
    // rss-parser drops the guid's attributes: read them from the XML itself.
    const $feed = load(xml, { xml: true });
    const permalinks = $feed('channel > item > guid')
      .map((_, element) => $feed(element).attr('isPermaLink'))
      .get();
    expect(permalinks).toEqual(feed.items.map(() => 'true'));
    for (const item of feed.items) {
      const link = new URL(item.link ?? '');
      expect(`${link.origin}${link.pathname}`, item.title).toBe(`${urls.site}/changelog`);
      const anchor = decodeURIComponent(link.hash.slice(1));
      expect(pageIds.has(anchor), `#${anchor} on the built changelog page`).toBe(true);
      expect(item.guid).toBe(item.link);
    }
  });

  test('items carry an RFC 822 date, a known category, a title and HTML with absolute links', async () => {
    const feed = await parser.parseString(xml);
    for (const item of feed.items) {
      expect(item.pubDate, item.title).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
      expect(item.categories).toHaveLength(1);
      expect(categories as readonly string[]).toContain(item.categories?.[0]);
      expect(item.title?.trim().length, item.link).toBeGreaterThan(0);
      const $ = load(item.content ?? '');
      expect($('p, li').length, item.title).toBeGreaterThan(0);
      for (const href of $('a[href]')
        .map((_, element) => $(element).attr('href'))
        .get()) {
        expect(href, item.title).toMatch(/^https?:\/\//);
        expect(href).not.toContain('pathname:');
      }
    }
  });
});

const fixture = (lines: string[]) => lines.join('\n');

test.describe('the generated API changes in the feed', () => {
  test('the API version entry carries the list generated from the two specs, with absolute links', async () => {
    const feed = await parser.parseString(readFileSync(`${buildDir}/changelog.xml`, 'utf8'));
    const item = feed.items.find((each) => each.title === 'API version 2025-06-01');
    const html = item?.content ?? '';
    expect(html).not.toContain('ApiVersionChangelog');
    expect(html).toContain('Generated from the difference between the specifications of 2025-01-15 and 2025-06-01');
    expect(html).toContain(`<a href="${urls.site}/api/payout-synchronous"><code>POST /v1/payouts/sync</code></a>`);
    expect(html).toMatch(/<code>POST \/v1\/sessions<\/code><\/a> <strong>\(breaking\)<\/strong>/);
    expect(html).toContain('Breaking: The header parameter <code>Idempotency-Key</code> is now required');
  });

  test('an entry that includes the generated list fails without it, instead of carrying the bare tag', () => {
    const [entry] = parseChangelog(
      '## 2025-06-01: API version\n\n**API**\n\n<ApiVersionChangelog from="2025-01-15" to="2025-06-01" />\n',
      'x.mdx',
    );
    expect(() => withGeneratedApiChanges([entry!], undefined)).toThrow(/npm run gen:api/);
    const [expanded] = withGeneratedApiChanges([entry!], {
      versions: ['2025-06-01', '2025-01-15'],
      changes: [
        {
          from: '2025-01-15',
          to: '2025-06-01',
          tool: 'api-smart-diff',
          breaking: 0,
          documentationChanges: 0,
          operations: [
            { method: 'post', path: '/v1/payouts/sync', change: 'added', breaking: false, route: '/api/p', items: [] },
          ],
        },
      ],
    });
    expect(expanded!.markdown).toContain('- Added: [`POST /v1/payouts/sync`](/api/p)');
  });
});

test.describe('parseChangelog', () => {
  const valid = [
    '---', // 1
    'title: "Changelog"', // 2
    '---', // 3
    '', // 4
    'Intro with [a link](/js).', // 5
    '', // 6
    '## 2025-01-15: acme.js 1.2.0', // 7
    '', // 8
    '**acme.js**', // 9
    '', // 10
    '- New [overlay](/js#open-payment-window) and the [types](pathname:///acme.d.ts).', // 11
    '', // 12
    '```md', // 13
    '## not a heading', // 14
    '```', // 15
    '', // 16
    '## 2025-03-01: API version `2025-03-01`', // 17
    '', // 18
    '**API**', // 19
    '', // 20
    'See [above](#2025-01-15-acmejs-120).', // 21
    '', // 22
    '## 2025-01-15: acme.js 1.2.0', // 23
    '**Plugins**', // 24
    'Same title, so Docusaurus adds -1 to the id.', // 25
  ];

  test('reads date, title, heading id, category and body, newest first', () => {
    const entries = parseChangelog(fixture(valid), 'fixture.mdx');
    expect(entries.map(({ date, title, id, category, line }) => ({ date, title, id, category, line }))).toEqual([
      { date: '2025-03-01', title: 'API version 2025-03-01', id: '2025-03-01-api-version-2025-03-01', category: 'API', line: 17 },
      { date: '2025-01-15', title: 'acme.js 1.2.0', id: '2025-01-15-acmejs-120', category: 'acme.js', line: 7 },
      { date: '2025-01-15', title: 'acme.js 1.2.0', id: '2025-01-15-acmejs-120-1', category: 'Plugins', line: 23 },
    ]);
    expect(entries[1]?.markdown).toContain('## not a heading');
    expect(entries[1]?.markdown).not.toContain('**acme.js**');
  });

  test('renders descriptions with absolute links', () => {
    const xml = renderFeed(parseChangelog(fixture(valid)), 'https://docs.example');
    expect(xml).toContain('href=&quot;https://docs.example/js#open-payment-window&quot;');
    expect(xml).toContain('href=&quot;https://docs.example/acme.d.ts&quot;');
    expect(xml).toContain('href=&quot;https://docs.example/changelog#2025-01-15-acmejs-120&quot;');
    expect(xml).not.toMatch(/href=&quot;\//);
  });

  test('a malformed heading throws, naming the file and line', () => {
    const malformed = [...valid];
    malformed[16] = '## 2025-3-1 API version 2025-03-01';
    expect(() => parseChangelog(fixture(malformed), 'fixture.mdx')).toThrow(
      /^fixture\.mdx:17: malformed changelog heading "## 2025-3-1 API version 2025-03-01"/,
    );
    const noTitle = [...valid];
    noTitle[22] = '## 2025-01-15:';
    expect(() => parseChangelog(fixture(noTitle), 'fixture.mdx')).toThrow(/^fixture\.mdx:23: malformed changelog heading/);
  });

  test('an impossible date or a missing tag line throws, naming the line', () => {
    const badDate = [...valid];
    badDate[6] = '## 2025-02-30: acme.js 1.2.0';
    expect(() => parseChangelog(fixture(badDate), 'fixture.mdx')).toThrow(/^fixture\.mdx:7: "2025-02-30" .* not a calendar date/);
    const badTag = [...valid];
    badTag[18] = '**Dashboard**';
    expect(() => parseChangelog(fixture(badTag), 'fixture.mdx')).toThrow(
      /^fixture\.mdx:19: .*tag line.*found "\*\*Dashboard\*\*"/,
    );
  });

  test('the real page parses into as many entries as it has dated headings', () => {
    const source = readFileSync('docs/changelog.mdx', 'utf8');
    const headings = source.split('\n').filter((line) => /^## \d{4}-\d{2}-\d{2}/.test(line));
    expect(parseChangelog(source)).toHaveLength(headings.length);
  });
});
