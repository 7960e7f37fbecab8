/**
 * Mermaid diagrams as a reader meets them: a docs page's first load carries no Mermaid code; each
 * diagram renders, legibly, when the reader scrolls to it, in both colour modes.
 */
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const page_ = '/get-started/core-concepts';

/** Collects the scripts the page receives that hold Mermaid's renderer. */
function watchMermaidCode(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('flowchart-v2')) seen.push(response.url());
  });
  return seen;
}

test('a docs page loads no Mermaid code until the reader scrolls towards its diagram', async ({ page }) => {
  const mermaidScripts = watchMermaidCode(page);
  await open(page, page_);
  const slot = page.locator('[data-mermaid-slot]').first();
  await expect(slot).toHaveAttribute('data-mermaid-slot', 'pending');
  await page.waitForLoadState('networkidle');
  expect(mermaidScripts, 'Mermaid scripts before scrolling').toEqual([]);

  await slot.scrollIntoViewIfNeeded();
  const diagram = slot.locator('.docusaurus-mermaid-container svg');
  await expect(diagram).toBeVisible();
  expect(mermaidScripts.length, 'Mermaid scripts after scrolling').toBeGreaterThan(0);
  const box = await diagram.boundingBox();
  expect(box?.height ?? 0, 'the diagram has a real size').toBeGreaterThan(100);
});

test('a diagram re-renders for dark mode when the reader switches', async ({ page }) => {
  await open(page, page_);
  const slot = page.locator('[data-mermaid-slot]').first();
  await slot.scrollIntoViewIfNeeded();
  const svg = slot.locator('.docusaurus-mermaid-container svg');
  await expect(svg).toBeVisible();
  const lightMarkup = await svg.innerHTML();
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
  await expect.poll(async () => (await slot.locator('.docusaurus-mermaid-container svg').innerHTML()) !== lightMarkup).toBe(true);
});
