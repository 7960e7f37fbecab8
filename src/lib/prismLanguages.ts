/**
 * Prism on demand: prism-react-renderer, theme-classic's code-block renderer and the extra Prism
 * languages (config/theme.ts, `prism.additionalLanguages`) load when the browser first has to
 * highlight code, not at start-up on every page.
 *
 * The browser rarely highlights: code blocks keep the server's highlighted markup
 * (src/theme/CodeBlock/Content) until a tab is chosen, the colour mode or the sandbox keys change,
 * or a page is reached by a link within the site; the lazy API explorer highlights its code
 * samples. So two chunks, fetched together at the reader's first sign of use (as the API explorer
 * is) or when a code block needs them, whichever comes first:
 * - `prism` (src/theme/CodeBlock/Content/prismRenderer): prism-react-renderer's Prism and the original CodeBlock/Content
 *   (25 KiB gzip that main.js carried: theme-classic imports Prism in a client module, which
 *   src/plugins/prism-on-demand replaces in the browser bundle);
 * - `prism-languages` (prismLanguageGrammars): the extra grammars (13.5 KiB gzip).
 * A block that must re-render before they are in shows its code as plain text for that moment
 * (`usePrismRenderer`).
 *
 * The server bundle (and the stock comparison build, ACME_STOCK_API_EXPLORER=1) imports the
 * renderer at once and registers the grammars at start-up, before any page is rendered: the HTML
 * is the same as with the stock theme. `process.env.ACME_PRISM_ON_DEMAND` is defined by
 * src/plugins/prism-on-demand.
 */
import { useEffect, useSyncExternalStore } from 'react';
import siteConfig from '@generated/docusaurus.config';
import type { Prism as PrismObject } from 'prism-react-renderer';
import { onFirstIntent } from './readerIntent';

type Prism = typeof PrismObject;
type Renderer = typeof import('@site/src/theme/CodeBlock/Content/prismRenderer');

const { prism: prismConfig } = siteConfig.themeConfig as { prism?: { additionalLanguages?: string[] } };

/** The languages of `prism.additionalLanguages`. */
export const additionalLanguages: readonly string[] = prismConfig?.additionalLanguages ?? [];

/** Prism and the renderer: at once on the server and in the stock build, on demand in the browser. */
let renderer: Renderer | undefined =
  process.env.ACME_PRISM_ON_DEMAND === '1'
    ? undefined
    : // A static require inside a branch the bundler drops in the browser bundle: an import
      // statement would put Prism back into main.js.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@site/src/theme/CodeBlock/Content/prismRenderer') as Renderer);
let rendererLoading: Promise<Renderer> | undefined;
let grammarsLoading: Promise<void> | undefined;
let grammarsLoaded = additionalLanguages.length === 0;

/** Bumped when the renderer or the grammars come in (the snapshot of `usePrismRenderer`). */
let version = 0;
const listeners = new Set<() => void>();
function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function loadRenderer(): Promise<Renderer> {
  if (renderer) return Promise.resolve(renderer);
  rendererLoading ??= import(/* webpackChunkName: "prism" */ '@site/src/theme/CodeBlock/Content/prismRenderer').then(
    (module) => {
      renderer = module;
      changed();
      return module;
    },
    (error: unknown) => {
      rendererLoading = undefined; // a later call tries again (a chunk that failed to load)
      throw error;
    },
  );
  return rendererLoading;
}

/** Loads Prism and the renderer, and registers the grammars with that Prism (once); resolves when they are in. */
export function loadPrismLanguages(): Promise<void> {
  if (grammarsLoaded) return loadRenderer().then(() => undefined);
  grammarsLoading ??= Promise.all([
    loadRenderer(),
    import(/* webpackChunkName: "prism-languages" */ './prismLanguageGrammars'),
  ]).then(
    ([{ Prism }, { registerGrammars }]) => {
      if (!grammarsLoaded) registerGrammars(Prism, additionalLanguages);
      grammarsLoaded = true;
      changed();
    },
    (error: unknown) => {
      grammarsLoading = undefined; // a later call tries again
      throw error;
    },
  );
  return grammarsLoading;
}

/** Prism with every grammar registered and its tokens-to-lines step, once they are in (for code highlighted outside React). */
export function loadPrism(): Promise<Pick<Renderer, 'Prism' | 'normalizeTokens'>> {
  return loadPrismLanguages().then(() => renderer as Renderer);
}

/** In the browser (src/plugins/prism-on-demand/client): loads everything at the reader's first interaction. */
export function loadPrismOnIntent(): void {
  onFirstIntent(() => {
    loadPrismLanguages().catch(() => {
      // A code block that needs them asks again; until then its code stays plain.
    });
  });
}

/**
 * Called once with prism-react-renderer's Prism by src/theme/prism-include-languages, which
 * theme-classic's client module calls on the server and in the stock build (the browser bundle
 * replaces that module by src/plugins/prism-on-demand/client).
 */
export function includePrismLanguages(prism: Prism): void {
  if (grammarsLoaded) return;
  if (process.env.ACME_STOCK_API_EXPLORER === '1') {
    // The stock comparison build (src/plugins/api-explorer-mode) registers them at start-up, as
    // Docusaurus does: its eager explorer highlights samples while hydrating. A static require in
    // a branch the bundler drops unless the variable is set, as in src/theme/ApiExplorer.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./prismLanguageGrammars') as typeof import('./prismLanguageGrammars')).registerGrammars(prism, additionalLanguages);
    grammarsLoaded = true;
    return;
  }
  // The server: pages are rendered later.
  void loadPrismLanguages();
}

const getVersion = () => version;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * theme-classic's code-block renderer (the original CodeBlock/Content), once it can highlight
 * `language`; undefined before (Prism not loaded yet, or `language` is an extra one, or an alias
 * of one, whose grammar is not in yet). When undefined and `needed`, starts loading and re-renders
 * the caller once everything is in. On the server the renderer is always there.
 */
export function usePrismRenderer(language: string | undefined, needed: boolean): Renderer['Content'] | undefined {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const ready =
    renderer !== undefined && (grammarsLoaded || language === undefined || renderer.Prism.languages[language] !== undefined);
  const waiting = needed && !ready;
  useEffect(() => {
    if (!waiting) return;
    loadPrismLanguages().catch(() => {
      // Plain text stays: better than no code.
    });
  }, [waiting]);
  return ready ? renderer?.Content : undefined;
}
