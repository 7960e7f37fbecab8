/**
 * Renders Mermaid diagrams to SVG at build time, in a headless Chromium (Debian's, see
 * config/chromium.mjs) running Mermaid's own renderer: one SVG per colour mode. Renders are
 * cached on disk by a hash of the diagram, the mode and Mermaid's version
 * (node_modules/.cache/acme-mermaid), so a rebuild or the dev server renders only new diagrams.
 * One browser serves a whole build and closes itself when no render has come for a few seconds.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../../config/chromium.mjs';

const require = createRequire(import.meta.url);

/** The colour modes a diagram is drawn in, with the Mermaid theme of each (theme-mermaid's defaults). */
export const diagramModes = { light: 'default', dark: 'dark' } as const;
export type DiagramMode = keyof typeof diagramModes;

const mermaidScript = require.resolve('mermaid/dist/mermaid.min.js');
const mermaidVersion: string = require('mermaid/package.json').version;
export const cacheDir = join(process.cwd(), 'node_modules', '.cache', 'acme-mermaid');
const idleCloseMs = 3000;
/** Bump when the SVG post-processing below changes: cached renders are then redrawn. */
const renderVersion = 5;

/** The cache key and the SVG's id: stable for the same diagram, mode and Mermaid version. */
export function diagramHash(source: string): string {
  return createHash('sha256')
    .update(`${renderVersion}\n${mermaidVersion}\n${JSON.stringify(diagramModes)}\n${source}`)
    .digest('hex')
    .slice(0, 12);
}

let browser: Promise<{ browser: Browser; page: Page }> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

const missingBrowser = (cause: unknown) =>
  new Error(
    [
      'Mermaid diagrams are rendered to SVG at build time in Chromium, and it could not start.',
      '  Debian/Ubuntu:  sudo apt-get install chromium   (or: bash scripts/check/ensure-chromium.sh)',
      '  elsewhere:      npx playwright install chromium   (Playwright then uses its own build)',
      `  cause: ${String((cause as Error)?.message ?? cause).split('\n')[0]}`,
    ].join('\n'),
    { cause },
  );

async function openBrowser(): Promise<{ browser: Browser; page: Page }> {
  let launched: Browser;
  try {
    const { chromium } = await import('playwright-core');
    launched = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  } catch (error) {
    throw missingBrowser(error);
  }
  const page = await launched.newPage();
  await page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>');
  await page.addScriptTag({ path: mermaidScript });
  return { browser: launched, page };
}

function scheduleClose(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const open = browser;
    browser = undefined;
    void open?.then(({ browser: instance }) => instance.close()).catch(() => undefined);
  }, idleCloseMs);
}

/**
 * Gives every id in the SVG the diagram's prefix (Mermaid leaves some, such as a sequence
 * diagram's "arrowhead" marker, unprefixed): the light and the dark SVG share a page, and a
 * reference to a marker must find the one in its own SVG.
 */
export function scopeIds(svg: string, svgId: string): string {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!).filter((id) => id !== svgId);
  let out = svg;
  for (const id of new Set(ids)) {
    if (id.startsWith(`${svgId}-`) || id.startsWith(`${svgId}_`)) continue;
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const scoped = `${svgId}-${id}`;
    out = out
      .replace(new RegExp(`(\\sid=")${escaped}"`, 'g'), `$1${scoped}"`)
      .replace(new RegExp(`url\\(#${escaped}\\)`, 'g'), `url(#${scoped})`)
      .replace(new RegExp(`(href=")#${escaped}"`, 'g'), `$1#${scoped}"`);
  }
  return out;
}

/**
 * Drops the definitions nothing in the SVG uses: Mermaid puts every marker and symbol its kind of
 * diagram might need (a sequence diagram's database and computer icons are 13 KB of path data)
 * into each SVG, and the SVGs travel in the page's HTML and JavaScript.
 */
export function pruneDefs(svg: string): string {
  return svg.replace(/<defs><(symbol|marker) id="([^"]+)"[^>]*>[\s\S]*?<\/\1><\/defs>/g, (whole, _tag, id: string) => {
    const rest = svg.replace(whole, '');
    return rest.includes(`#${id})`) || rest.includes(`#${id}"`) ? whole : '';
  });
}

/**
 * Drops the attributes SVG does not define, which the Nu HTML checker reports as errors
 * (tests/build/html-checker.spec.ts): `name` on a sequence diagram's actors (`rect`, `line`, `g`;
 * only Mermaid's actor menus read it, in the browser, and these diagrams are static) and `width`
 * and `height` on a state diagram's start and end circles (`r` sizes a circle).
 */
export function validSvg(svg: string): string {
  return svg
    .replace(/<(?:rect|line|g)\s[^>]*>/g, (tag) => tag.replace(/\sname="[^"]*"/g, ''))
    .replace(/<circle\s[^>]*>/g, (tag) => tag.replace(/\s(?:width|height)="[^"]*"/g, ''));
}

/**
 * Drops what only Mermaid's interactive features read (edge points, ids and kinds as data-*
 * attributes; the styles match only data-look="neo", which these diagrams do not use) and rounds
 * coordinates to two decimals: a third of a flowchart's SVG, which the page's JavaScript carries.
 */
export function compact(svg: string): string {
  return validSvg(svg)
    .replace(/\sdata-(?:points|et|id|edge|from|to|type)="[^"]*"/g, '')
    .replace(/\sdata-look="classic"/g, '')
    .replace(
      /(\s(?:d|transform|points|x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|width|height|viewBox)=")([^"]*)"/g,
      (_whole, start: string, value: string) => {
        return `${start}${value.replace(/(\d+\.\d\d)\d+/g, '$1')}"`;
      },
    );
}

/** Narrowest a wide diagram gets (the figure scrolls sideways below it): its text stays readable on a phone. */
const minReadableWidth = '34rem';

/**
 * Mermaid sizes the SVG to its container up to its natural width (style="max-width: Npx"); below
 * that it only shrinks, so on a 390 px phone a wide sequence diagram's text fell to 6 px. It now
 * shrinks to 34rem at most (or its natural width, if less) and the figure scrolls.
 */
export function keepReadable(svg: string): string {
  return svg.replace(/^(<svg[^>]*style="max-width: )([\d.]+)px;/, (_whole, start: string, width: string) => {
    return `${start}${width}px; min-width: min(${width}px, ${minReadableWidth});`;
  });
}

async function renderInBrowser(source: string, mode: DiagramMode, svgId: string): Promise<string> {
  clearTimeout(idleTimer);
  browser ??= openBrowser();
  const { page } = await browser;
  try {
    return await page.evaluate(
      async ({ id, text, theme }) => {
        const mermaid = (window as unknown as { mermaid: typeof import('mermaid').default }).mermaid;
        mermaid.initialize({ startOnLoad: false, theme });
        const { svg } = await mermaid.render(id, text);
        return svg;
      },
      { id: svgId, text: source, theme: diagramModes[mode] },
    );
  } finally {
    scheduleClose();
  }
}

/**
 * The SVG of a diagram in one colour mode, from the cache or rendered now. Renders go one at a
 * time through one page (Mermaid is a global singleton). A diagram Mermaid cannot parse fails the
 * build with Mermaid's message and the diagram's first line.
 */
export async function renderDiagram(source: string, mode: DiagramMode): Promise<string> {
  const svgId = `mermaid-${diagramHash(source)}-${mode}`;
  const file = join(cacheDir, `${svgId}.svg`);
  if (existsSync(file)) return readFile(file, 'utf8');
  const job = queue.then(async () => {
    if (existsSync(file)) return readFile(file, 'utf8');
    let svg: string;
    try {
      svg = keepReadable(compact(pruneDefs(scopeIds(await renderInBrowser(source, mode, svgId), svgId))));
    } catch (error) {
      const message = String((error as Error)?.message ?? error);
      if (message.includes('could not start')) throw error;
      throw new Error(
        `Mermaid could not render the diagram starting "${source.trim().split('\n')[0]}": ${message.split('\n').slice(0, 3).join(' ')}`,
        { cause: error },
      );
    }
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, svg);
    await rename(temporary, file);
    return svg;
  });
  queue = job.catch(() => undefined);
  return job;
}
