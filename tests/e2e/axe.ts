/**
 * axe-core with the WCAG 2.0/2.1/2.2 A and AA tags, failing with one readable line per violation
 * (and the full result attached to the test). Every browser test that runs axe calls this.
 *
 * axe reports only violations here (`resultTypes`): it still runs every rule on every node, but
 * stops collecting the details of passing and inapplicable nodes, which took a third of its time
 * on the long docs pages (12.6 s to 8.2 s on accept-payment, measured 2026-11-24).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose outcome a colour mode can change. The site's dark mode changes CSS colour
 * custom properties and which of a light/dark pair of images or diagrams is displayed, nothing
 * else (every `[data-theme='dark']` rule in src/ sets colours or swaps such a pair): so after a
 * switch to dark mode, the colour and image rules are the ones left to run. Pages first loaded in
 * dark mode get every rule in a11y.spec.ts.
 */
export const colourModeRules = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];

/**
 * The rules whose outcome is decided by how text is styled (its colours against its background,
 * a link's against the text around it), not by what it says: run where each style is, on the
 * elements of tests/e2e/style-cover.ts. Together they were 60-80 % of a full WCAG run on a long
 * docs page (`/js`: colour contrast most of it, link-in-text-block 0.9 of the other rules' 1.4 s).
 */
export const styleRules = ['color-contrast', 'link-in-text-block'];

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
 * `include`: only this part of the page (a widget in a given state). `rules`: only these rules
 * (`colourModeRules` after a colour-mode switch). `skip`: every WCAG rule but these (colour contrast
 * on a page whose styles other pages already show: tests/e2e/style-cover.ts).
 */
export async function expectNoViolations(
  page: Page,
  testInfo: TestInfo,
  where: string,
  {
    soft = false,
    include = 'html',
    rules,
    skip = [],
  }: { soft?: boolean; include?: string; rules?: string[]; skip?: string[] } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).include(include).options({ resultTypes: ['violations'] });
  if (rules) builder.withRules(rules);
  else builder.withTags(wcagTags);
  if (skip.length > 0) builder.disableRules(skip);
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
