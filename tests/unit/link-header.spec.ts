/**
 * The `Link` header the security-headers plugin writes into build/_headers for each page: a header
 * carries ASCII only, so a route with non-ASCII characters (a spec's unicode operation names) is
 * percent-encoded there, or a host refuses the header (Node's server answered 500).
 */
import { test, expect } from '@playwright/test';
import { headLinkHeader } from '../../src/plugins/security-headers';

test("a page's Markdown twin link is written to its Link header percent-encoded", () => {
  const html =
    '<html><head><link rel="alternate" type="text/markdown" href="/api/支付方式.md">' +
    '<link rel="describedby" type="text/markdown" href="/llms.txt"></head><body></body></html>';
  const header = headLinkHeader(html);
  expect(header).toBe(
    '</api/%E6%94%AF%E4%BB%98%E6%96%B9%E5%BC%8F.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/markdown"',
  );
  expect(/^[\x20-\x7e]*$/.test(header ?? '')).toBe(true);
});
