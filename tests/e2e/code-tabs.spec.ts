/**
 * Code tabs on a long docs page (src/theme/Tabs, src/theme/CodeBlock/Content): the reader's
 * language is highlighted in every group and remembered; the other languages' code is in the
 * page's HTML as plain text; the code the server highlighted is kept by the browser, not rebuilt.
 */
import type { Locator, Page } from '@playwright/test';
import { routes } from '../../config/brand';
import { serverLanguages } from '../../config/codeLanguages';
import { expect, open, test } from './fixtures';

const docsPage = `${routes.setUp}/accept-payment`;
/** A second page with server code tabs, to see the choice carried over. */
const otherPage = `${routes.setUp}/setup-pos`;

function groups(page: Page): Locator {
  return page.getByRole('main').locator('.tabs-container');
}

/** The visible panel's code in a group (hidden panels are not in the accessibility tree). */
function shownCode(group: Locator): Locator {
  return group.getByRole('tabpanel').locator('pre code');
}

test('choosing a language shows its highlighted code in every group, and the choice stays across reloads and pages', async ({
  page,
}) => {
  await open(page, docsPage);
  const first = groups(page).first();
  await expect(first.getByRole('tab', { selected: true })).toHaveText('curl');
  await expect(shownCode(first)).toContainText('curl ');
  await expect(shownCode(first).locator('.token').first(), 'the shown code is highlighted').toBeVisible();

  await first.getByRole('tab', { name: 'Node.js', exact: true }).click();
  const count = await groups(page).count();
  expect(count, 'server code tab groups on the page').toBeGreaterThan(2);
  for (let index = 0; index < count; index += 1) {
    const group = groups(page).nth(index);
    await expect(group.getByRole('tab', { selected: true }), `group ${index + 1} follows the choice`).toHaveText('Node.js');
    await expect(shownCode(group)).toContainText('await');
    await expect(shownCode(group).locator('.token').first(), `group ${index + 1}: Node.js is highlighted`).toBeVisible();
  }

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(groups(page).last().getByRole('tab', { selected: true })).toHaveText('Node.js');
  await expect(shownCode(groups(page).last()).locator('.token').first()).toBeVisible();

  await open(page, otherPage);
  await expect(groups(page).first().getByRole('tab', { selected: true })).toHaveText('Node.js');
  await expect(shownCode(groups(page).first()).locator('.token').first()).toBeVisible();
});

test.describe('the HTML as sent, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("every language's code is in the page; only the shown one carries highlighting", async ({ page }) => {
    await page.goto(docsPage);
    const first = groups(page).first();
    const panels = first.locator('[role=tabpanel]');
    await expect(panels).toHaveCount(serverLanguages.length);
    const texts = await panels.locator('pre').allTextContents();
    expect(
      texts.every((text) => text.trim().length > 40),
      'every panel holds its sample',
    ).toBe(true);
    expect(new Set(texts).size, 'six different samples').toBe(serverLanguages.length);
    expect(texts.join('\n')).toContain('<?php');
    expect(texts.join('\n')).toContain('package main');
    // The chosen (first) panel is highlighted; the others are plain text, one element each.
    await expect(panels.first().locator('pre .token').first()).toBeAttached();
    await expect(panels.nth(1).locator('pre span')).toHaveCount(0);
    await expect(panels.last().locator('pre span')).toHaveCount(0);
  });
});

test("the browser keeps the server's highlighted code: no code lines are rebuilt on load", async ({ page }) => {
  // Before any script runs: mark the code the parser built, and count code lines added after it.
  await page.addInitScript(() => {
    const state = { added: 0 };
    (window as unknown as { codeLinesAdded: typeof state }).codeLinesAdded = state;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const pre of document.querySelectorAll('main pre')) pre.setAttribute('data-from-parser', '');
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              state.added += (node.matches('.token-line') ? 1 : 0) + node.querySelectorAll('.token-line').length;
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await open(page, docsPage);
  await page.waitForTimeout(500);
  const shown = shownCode(groups(page).first()).locator('xpath=..');
  await expect(shown, "the shown sample is the parser's element").toHaveAttribute('data-from-parser', '');
  await expect(shown.locator('.token').first()).toBeVisible();
  const added = await page.evaluate(() => (window as unknown as { codeLinesAdded: { added: number } }).codeLinesAdded.added);
  expect(added, 'highlighted code lines created by the browser after the HTML was parsed').toBe(0);
});
