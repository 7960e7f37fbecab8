/**
 * axe-core with the WCAG 2.0/2.1/2.2 A and AA tags, failing with one readable line per violation
 * (and the full result attached to the test). Used by a11y.spec.ts and every-route.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Third-party markup that neither CSS nor a theme wrapper can change. Each entry takes one exact
 * selector out of the analysis; where the element holds content, its content is put back
 * (`reinclude`, deeper than the exclusion, wins in axe) so that contrast, names and roles inside
 * are still checked. No rule is disabled.
 */
const thirdPartyExclusions: { exclude: string; reinclude?: string }[] = [
  // OpenAPI theme: the body editor scrolls in this box; axe does not count the contenteditable editor in it as focusable, browsers do (rule `scrollable-region-focusable`).
  { exclude: '.openapi-explorer__playground-container', reinclude: '.openapi-explorer__playground-container > *' },
  // DocSearch 3.9: the backdrop is role="button" around the whole dialog (rule `nested-interactive`).
  { exclude: '.DocSearch-Container', reinclude: '.DocSearch-Modal' },
  // DocSearch 3.9: each hit is role="option" around a link (rule `nested-interactive`).
  { exclude: '.DocSearch-Hit', reinclude: '.DocSearch-Hit > a' },
  // DocSearch 3.9: the input's aria-controls names list ids that DocSearch never renders (rule `aria-valid-attr-value`).
  { exclude: '#docsearch-input' },
];

/**
 * Runs axe with the WCAG A/AA tags and fails with one readable line per violation. `soft`: the
 * test goes on to its other checks and fails at its end (one visit checks several things).
 */
export async function expectNoViolations(
  page: Page,
  testInfo: TestInfo,
  where: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags).include('html');
  // Without frames to test, axe runs in the page itself instead of collecting its results in a
  // second blank page: the same checks, about a third faster. Cross-origin frames need the default.
  builder.setLegacyMode((await page.locator('iframe').count()) === 0);
  for (const { exclude, reinclude } of thirdPartyExclusions) {
    builder.exclude(exclude);
    if (reinclude) builder.include(reinclude);
  }
  const { violations } = await builder.analyze();
  const lines = violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.map(String).join(' >>> '))
      .join(' | ');
    const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
    return `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.nodes.length} node(s): ${targets}${more} — ${violation.help}`;
  });
  if (violations.length > 0) {
    await testInfo.attach(`axe-violations ${where}`, {
      contentType: 'application/json',
      body: JSON.stringify(
        violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
        })),
        null,
        2,
      ),
    });
  }
  (soft ? expect.soft : expect)(lines, `axe violations on ${where}`).toEqual([]);
}
