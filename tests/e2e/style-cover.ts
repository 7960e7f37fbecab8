/**
 * Which routes axe's colour checks need to visit to see every way the site styles text.
 *
 * Colour contrast is most of axe's time (60-75 % of a full WCAG run on a docs or API page,
 * measured 2026-11-24), and whether a piece of text passes depends on its styling, not on its
 * words: the colour tokens of the mode (src/css, `[data-theme]`), the element, its classes, its
 * inline colours and those of its nearest ancestors, which set its background. Two pages whose text
 * is styled the same way pass or fail together. So every route gets every other WCAG rule, and the
 * colour rules run on a set of routes that together hold every *style signature* of the site's
 * static HTML: each text-bearing element, image and form control as its tag, classes and inline
 * colours, with those of its two nearest ancestors. The set is picked greedily, cheapest first by
 * elements per new signature (the set-cover approximation), from the build under test, so a page
 * that brings a new styled element is in it without anyone updating a list.
 *
 * What it cannot see: styling that exists only after hydration (the API explorer's form, a
 * Copy-page menu opened). Those are the same components on every page that has them, and the set
 * always includes operation pages; a11y.spec.ts checks the widgets' opened states in both modes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/** How many ancestors take part in a signature: the element's background usually comes from one of them. */
const ancestors = 2;
/** Elements that axe's colour and image rules look at even without text of their own. */
const alwaysChecked = new Set(['img', 'svg', 'input', 'select', 'textarea', 'button', 'figure']);

/** Classes that name the page rather than style it (Docusaurus puts the doc's id on `<html>`). */
const pageNaming = /^docs-doc-id-/;

function describe(element: Element): string {
  const classes = (element.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => name && !pageNaming.test(name))
    .sort()
    .join('.');
  const style = element.attribs.style ?? '';
  const colours = /color|background|fill|stroke/.test(style) ? `[${style}]` : '';
  return `${element.tagName}.${classes}${colours}`;
}

export type PageStyles = { signatures: Set<string>; elements: number };

/** The style signatures of one page's HTML (its `<body>`), and how many elements carry them. */
export function styleSignatures(html: string): PageStyles {
  const $ = cheerio.load(html);
  const signatures = new Set<string>();
  let elements = 0;
  $('body *').each((_, element) => {
    const hasText = element.children.some((child: AnyNode) => child.type === 'text' && child.data.trim() !== '');
    if (!hasText && !alwaysChecked.has(element.tagName)) return;
    elements += 1;
    const chain: string[] = [];
    let current: AnyNode | null = element;
    for (let depth = 0; depth <= ancestors && current?.type === 'tag'; depth += 1) {
      chain.push(describe(current as Element));
      current = current.parent;
    }
    signatures.add(chain.join(' < '));
  });
  return { signatures, elements };
}

/**
 * The routes, in the order picked, that together hold every signature of `pages`: each step takes
 * the page with the fewest checked elements per new signature (axe's time grows with elements).
 */
export function coveringRoutes(pages: Map<string, PageStyles>): string[] {
  const covered = new Set<string>();
  const chosen: string[] = [];
  const all = new Set([...pages.values()].flatMap(({ signatures }) => [...signatures]));
  while (covered.size < all.size) {
    let best: string | undefined;
    let bestRatio = Infinity;
    for (const [route, { signatures, elements }] of pages) {
      let fresh = 0;
      for (const signature of signatures) if (!covered.has(signature)) fresh += 1;
      if (fresh === 0) continue;
      const ratio = elements / fresh;
      if (ratio < bestRatio) [best, bestRatio] = [route, ratio];
    }
    chosen.push(best!);
    for (const signature of pages.get(best!)!.signatures) covered.add(signature);
  }
  return chosen;
}

/** The HTML file of a route in a build (routes are served as /path/index.html or /path.html). */
export function htmlFile(buildDir: string, route: string): string {
  const folder = join(buildDir, route, 'index.html');
  return route === '/' || existsSync(folder) ? folder : join(buildDir, `${route}.html`);
}

/** The routes of `routes` whose pages hold every style signature of them all, in the build `buildDir`. */
export function contrastRoutes(buildDir: string, routes: string[]): string[] {
  const pages = new Map(routes.map((route) => [route, styleSignatures(readFileSync(htmlFile(buildDir, route), 'utf8'))]));
  return coveringRoutes(pages);
}
