/**
 * Mermaid diagrams as a reader meets them: drawn at build time (src/plugins/mermaid-svg), so the
 * page's static HTML holds the SVG of each colour mode, no Mermaid code is ever requested, the
 * colour mode picks its SVG without rendering anything, and a phone scrolls a wide diagram inside
 * its figure, not the page.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const route = '/guides/update-payment-method';

/** Collects the scripts the page receives that hold Mermaid's renderer (its config's securityLevel). */
function watchMermaidCode(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('securityLevel')) seen.push(response.url());
  });
  return seen;
}

test('the static HTML holds the diagram as SVG, one per colour mode, with an accessible name', async ({ request }) => {
  const html = await (await request.get(route)).text();
  // The HTML minifier drops the quotes of attribute values without spaces.
  const figure = /<figure[^>]*data-diagram="?static"?[^>]*>([\s\S]*?)<\/figure>/.exec(html);
  expect(figure, 'a build-time diagram in the static HTML').not.toBeNull();
  expect(figure![0]).toMatch(/aria-label="Sequence diagram"/);
  const svgs = figure![1]!.match(/<svg [^>]*role="?graphics-document document"?/g) ?? [];
  expect(svgs, 'a light and a dark SVG').toHaveLength(2);
  expect(figure![1]).toContain('POST /v1/sessions');
});

test('no Mermaid code loads, even with the diagram on screen', async ({ page }) => {
  const mermaidScripts = watchMermaidCode(page);
  await open(page, route);
  const figure = page.locator('figure[data-diagram="static"]').first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('svg').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mermaidScripts, 'scripts holding Mermaid').toEqual([]);
  const box = await figure.boundingBox();
  expect(box?.height ?? 0, 'the diagram has a real size').toBeGreaterThan(100);
});

test('the colour mode shows its own SVG, and the text stays selectable', async ({ page }) => {
  await open(page, route);
  const figure = page.locator('figure[data-diagram="static"]').first();
  await figure.scrollIntoViewIfNeeded();
  const visibleId = () =>
    figure.evaluate((element) => [...element.querySelectorAll('svg')].find((svg) => svg.checkVisibility())?.id ?? '');
  await expect.poll(visibleId).toMatch(/-light$/);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(visibleId).toMatch(/-dark$/);
  const selectable = await figure.evaluate((element) => getComputedStyle(element.querySelector('text') ?? element).userSelect);
  expect(selectable).not.toBe('none');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the diagram shows, in light mode', async ({ page }) => {
    await page.goto(route);
    const figure = page.locator('figure[data-diagram="static"]').first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('svg[id$="-light"]')).toBeVisible();
    await expect(figure.locator('svg[id$="-dark"]')).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a wide diagram keeps readable text and scrolls inside its figure, not the page', async ({ page }) => {
    await open(page, route);
    const figure = page.locator('figure[data-diagram="static"]').first();
    await figure.scrollIntoViewIfNeeded();
    const svg = figure.locator('svg[id$="-light"]');
    const { width } = (await svg.boundingBox()) ?? { width: 0 };
    expect(width, 'the SVG keeps its readable width').toBeGreaterThan(390);
    const pageScroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageScroll, 'the page itself does not scroll sideways').toBeLessThanOrEqual(390);
  });
});
