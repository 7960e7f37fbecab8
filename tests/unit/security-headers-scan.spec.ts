/**
 * The security-headers plugin's page scans (src/plugins/security-headers): the inline scripts the
 * browser executes (hashed into the CSP) and the inline handlers the CSP would block. The plugin
 * parses each page once and hands both scans the parsed document: they find what they find in
 * the page's text.
 */
import { test, expect } from '@playwright/test';
import { load } from 'cheerio';
import { executableInlineScripts, inlineHandlers } from '../../src/plugins/security-headers';

const page =
  '<html><head><script>window.a = 1;</script><script type="application/ld+json">{"@type":"WebPage"}</script>' +
  '<script src="/x.js"></script></head><body><button onclick="go()">Go</button><a href="javascript:void 0">x</a>' +
  '<script type="module">import "/y.js";</script></body></html>';

test('a parsed page gives the same scripts and handlers as its text', () => {
  expect(executableInlineScripts(page)).toEqual(['window.a = 1;', 'import "/y.js";']);
  expect(inlineHandlers(page)).toEqual(['<button onclick="go()">', '<a href="javascript:void 0">']);
  const $ = load(page);
  expect(executableInlineScripts($)).toEqual(executableInlineScripts(page));
  expect(inlineHandlers($)).toEqual(inlineHandlers(page));
});
