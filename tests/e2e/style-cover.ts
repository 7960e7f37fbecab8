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
 * On each of those routes, colour contrast runs only on the elements whose signature that route
 * was picked for (`contrastPlan`, marked in the browser by `markContrastElements`), and on any
 * element whose signature no page's HTML has (styling that appears after hydration): a signature
 * other routes bring is checked on the route that brought it first, once. Text the HTML hides
 * (`hidden`, `display: none`: closed tab panels and sidebar categories) has no signature: axe does
 * not check hidden text, so such a page would not vouch for the style.
 *
 * What it cannot see: styling that exists only after hydration on a page outside the set (the
 * API explorer's form, a Copy-page menu opened). Those are the same components on every page that
 * has them, and the set always includes operation pages; a11y.spec.ts checks the widgets' opened
 * states in both modes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as cheerio from 'cheerio';
import type { AnyNode, Element as HtmlElement } from 'domhandler';

/**
 * What makes a signature, for the HTML analysis here and for `markContrastElements` in the page
 * (which receives these as its argument: plain data, one definition for both).
 */
const signatureRules = {
  /** How many ancestors take part: the element's background usually comes from one of them. */
  ancestors: 2,
  /** Elements that axe's colour and image rules look at even without text of their own. */
  alwaysChecked: ['img', 'svg', 'input', 'select', 'textarea', 'button', 'figure'],
  /** Classes that name the page rather than style it (Docusaurus puts the doc's id on `<html>`). */
  pageNaming: '^docs-doc-id-',
  /** An inline style that sets one of these takes part. */
  colourStyle: 'color|background|fill|stroke',
  /** Hides the element and its descendants, inline. */
  hiddenStyle: 'display:\\s*none',
};
type SignatureRules = typeof signatureRules;

const alwaysChecked = new Set(signatureRules.alwaysChecked);
const pageNaming = new RegExp(signatureRules.pageNaming);
const colourStyle = new RegExp(signatureRules.colourStyle);
const hiddenStyle = new RegExp(signatureRules.hiddenStyle);

function describe(element: HtmlElement): string {
  const classes = (element.attribs.class ?? '')
    .split(/\s+/)
    .filter((name) => name && !pageNaming.test(name))
    .sort()
    .join('.');
  const style = element.attribs.style ?? '';
  const colours = colourStyle.test(style) ? `[${style}]` : '';
  return `${element.tagName}.${classes}${colours}`;
}

/** Hidden by the HTML itself: the element or an ancestor has `hidden` or an inline `display: none`. */
function hiddenInHtml(element: HtmlElement): boolean {
  for (let current: AnyNode | null = element; current?.type === 'tag'; current = current.parent) {
    const { attribs } = current as HtmlElement;
    if ('hidden' in attribs || hiddenStyle.test(attribs.style ?? '')) return true;
  }
  return false;
}

/** The signature of each element of one page's HTML (its `<body>`) that axe's colour rules check. */
export function elementSignatures(html: string): string[] {
  const $ = cheerio.load(html);
  const found: string[] = [];
  $('body *').each((_, element) => {
    if (element.type !== 'tag') return; // <script> and <style>: no text a reader sees
    const hasText = element.children.some((child: AnyNode) => child.type === 'text' && child.data.trim() !== '');
    if (!hasText && !alwaysChecked.has(element.tagName)) return;
    if (hiddenInHtml(element)) return;
    const chain: string[] = [];
    let current: AnyNode | null = element;
    for (let depth = 0; depth <= signatureRules.ancestors && current?.type === 'tag'; depth += 1) {
      chain.push(describe(current as HtmlElement));
      current = current.parent;
    }
    found.push(chain.join(' < '));
  });
  return found;
}

export type PageStyles = { signatures: Set<string>; elements: number };

/** The style signatures of one page's HTML (its `<body>`), and how many elements carry them. */
export function styleSignatures(html: string): PageStyles {
  const found = elementSignatures(html);
  return { signatures: new Set(found), elements: found.length };
}

/**
 * The routes, in the order picked, that together hold every signature of `pages`, each with the
 * signatures it brings first: each step takes the page with the fewest checked elements per new
 * signature (axe's time grows with elements).
 */
function cover(pages: Map<string, PageStyles>): Map<string, string[]> {
  const covered = new Set<string>();
  const chosen = new Map<string, string[]>();
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
    const fresh = [...pages.get(best!)!.signatures].filter((signature) => !covered.has(signature));
    for (const signature of fresh) covered.add(signature);
    chosen.set(best!, fresh);
  }
  return chosen;
}

/** The routes, in the order picked, that together hold every signature of `pages`. */
export function coveringRoutes(pages: Map<string, PageStyles>): string[] {
  return [...cover(pages).keys()];
}

/** The HTML file of a route in a build (routes are served as /path/index.html or /path.html). */
export function htmlFile(buildDir: string, route: string): string {
  const folder = join(buildDir, route, 'index.html');
  return route === '/' || existsSync(folder) ? folder : join(buildDir, `${route}.html`);
}

export type ContrastPlan = {
  /** Each route picked, with the signatures it was picked for (those no route picked before it holds). */
  routes: Map<string, string[]>;
  /** Every signature of every page of `routes`. */
  known: string[];
  /** What makes a signature: `markContrastElements` needs them in the page. */
  rules: SignatureRules;
};

/**
 * The routes of `routes` whose pages hold every style signature of them all, in the build
 * `buildDir`, each with the signatures it checks.
 */
export function contrastPlan(buildDir: string, routes: string[]): ContrastPlan {
  const pages = new Map(routes.map((route) => [route, styleSignatures(readFileSync(htmlFile(buildDir, route), 'utf8'))]));
  const plan = cover(pages);
  return { routes: plan, known: [...plan.values()].flat(), rules: signatureRules };
}

/** The attribute `markContrastElements` puts on the elements colour contrast checks. */
export const contrastMark = 'data-contrast-check';

/**
 * Runs in the page: marks with `contrastMark` each element whose signature is one of `assigned`
 * or none of `known`, computed as `elementSignatures` computes it from the HTML; returns where they
 * are (`list: 'signatures'`: every element's signature instead).
 * Self-contained (Playwright sends its source to the page), with `signatureRules` as its `rules`
 * (`ContrastPlan.rules`): keep its walk in step with `describe`, `hiddenInHtml` and
 * `elementSignatures` above; tests/e2e/every-route.spec.ts checks that, on a page loaded without
 * JavaScript, both give the same signatures.
 */
export function markContrastElements({
  assigned,
  known,
  mark,
  rules,
  list = 'marked',
}: {
  assigned: string[];
  known: string[];
  mark: string;
  rules: SignatureRules;
  /** What to return: where the marked elements are, or every element's signature in document order (for a test). */
  list?: 'marked' | 'signatures';
}): string[] {
  const assignedSet = new Set(assigned);
  const knownSet = new Set(known);
  const checkedAnyway = new Set(rules.alwaysChecked);
  const [pageNaming, colourStyle, hiddenStyle] = [rules.pageNaming, rules.colourStyle, rules.hiddenStyle].map(
    (source) => new RegExp(source),
  );
  const describeElement = (element: Element): string => {
    const classes = (element.getAttribute('class') ?? '')
      .split(/\s+/)
      .filter((name) => name && !pageNaming!.test(name))
      .sort()
      .join('.');
    const style = element.getAttribute('style') ?? '';
    const colours = colourStyle!.test(style) ? `[${style}]` : '';
    return `${element.localName}.${classes}${colours}`;
  };
  const hidden = (element: Element): boolean => {
    for (let current: Element | null = element; current; current = current.parentElement) {
      if (current.hasAttribute('hidden') || hiddenStyle!.test(current.getAttribute('style') ?? '')) return true;
    }
    return false;
  };
  const marked: string[] = [];
  const signatures: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.localName === 'script' || element.localName === 'style') continue;
    const hasText = [...element.childNodes].some(
      (child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '',
    );
    if (!hasText && !checkedAnyway.has(element.localName)) continue;
    if (hidden(element)) continue;
    const chain: string[] = [];
    let current: Element | null = element;
    for (let depth = 0; depth <= rules.ancestors && current; depth += 1) {
      chain.push(describeElement(current));
      current = current.parentElement;
    }
    const signature = chain.join(' < ');
    signatures.push(signature);
    if (assignedSet.has(signature) || !knownSet.has(signature)) {
      element.setAttribute(mark, '');
      // Where the element is (child indexes from <body>): a code block re-rendered for the other
      // colour mode has new elements in the same places (remarkContrastElements).
      const path: number[] = [];
      for (let current: Element = element; current !== document.body; current = current.parentElement!) {
        path.unshift([...current.parentElement!.children].indexOf(current));
      }
      marked.push(`${path.join('/')} ${element.localName}`);
    }
  }
  return list === 'signatures' ? signatures : marked;
}

/**
 * Runs in the page after a colour-mode switch: marks the elements at the places `markContrastElements`
 * returned (the same elements, or those re-rendered in their place); returns the places where no
 * element of the same name is now.
 */
export function remarkContrastElements({ paths, mark }: { paths: string[]; mark: string }): string[] {
  const missing: string[] = [];
  for (const path of paths) {
    const [indexes, name] = path.split(' ');
    let element: Element | undefined = document.body;
    for (const index of indexes!.split('/').map(Number)) element = element?.children[index];
    if (element && element.localName === name) element.setAttribute(mark, '');
    else missing.push(path);
  }
  return missing;
}
