/**
 * The extra Prism languages (config/theme.ts, `prism.additionalLanguages`), loaded when the browser
 * first has to highlight code, not at start-up on every page.
 *
 * Docusaurus registers them in a client module (theme-classic's prism-include-languages), so their
 * grammars were in main.js (13.5 KiB gzip). The browser rarely highlights: code blocks keep the
 * server's highlighted markup (src/theme/CodeBlock/Content) until a tab is chosen, the colour
 * mode or the sandbox keys change, or a page is reached by a link within the site; the lazy API
 * explorer highlights its code samples. So the grammars are a chunk of their own
 * (prismLanguageGrammars), fetched at the reader's first sign of use (as the API explorer is) or
 * when a code block needs one, whichever comes first. A block that needs one before it has loaded
 * shows its code as plain text for that moment (`usePrismLanguageReady`).
 *
 * The server registers them too, through the same chunk, at start-up: pages are rendered later.
 */
import { useEffect, useSyncExternalStore } from 'react';
import siteConfig from '@generated/docusaurus.config';
import type { Prism as PrismObject } from 'prism-react-renderer';

type Prism = typeof PrismObject;

const { prism: prismConfig } = siteConfig.themeConfig as { prism?: { additionalLanguages?: string[] } };

/** The languages of `prism.additionalLanguages`. */
export const additionalLanguages: readonly string[] = prismConfig?.additionalLanguages ?? [];

let prismInstance: Prism | undefined;
let loading: Promise<void> | undefined;
let loaded = additionalLanguages.length === 0;
const listeners = new Set<() => void>();

/** Registers the grammars with prism-react-renderer's Prism (once); resolves when they are in. */
export function loadPrismLanguages(): Promise<void> {
  if (loaded) return Promise.resolve();
  loading ??= import(/* webpackChunkName: "prism-languages" */ './prismLanguageGrammars').then(
    ({ registerGrammars }) => {
      if (!loaded && prismInstance) registerGrammars(prismInstance, additionalLanguages);
      loaded = true;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined; // a later call tries again (a chunk that failed to load)
      throw error;
    },
  );
  return loading;
}

/** Events that show a reader is using the page (those of src/theme/ApiExplorer). */
const intentEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/** Called once with prism-react-renderer's Prism, by src/theme/prism-include-languages. */
export function includePrismLanguages(prism: Prism): void {
  prismInstance = prism;
  if (loaded) return;
  if (process.env.ACME_STOCK_API_EXPLORER === '1') {
    // The stock comparison build (src/plugins/api-explorer-mode) registers them at start-up, as
    // Docusaurus does: its eager explorer highlights samples while hydrating. A static require in
    // a branch the bundler drops unless the variable is set, as in src/theme/ApiExplorer.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./prismLanguageGrammars') as typeof import('./prismLanguageGrammars')).registerGrammars(prism, additionalLanguages);
    loaded = true;
    return;
  }
  if (typeof window === 'undefined') {
    void loadPrismLanguages();
    return;
  }
  const load = () => {
    for (const type of intentEvents) window.removeEventListener(type, load, { capture: true });
    loadPrismLanguages().catch(() => {
      // A code block that needs a grammar asks again; until then its code stays plain.
    });
  };
  for (const type of intentEvents) window.addEventListener(type, load, { capture: true, passive: true });
}

const isLoaded = () => loaded;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether Prism can highlight `language` now. When it cannot (no grammar of that name yet: an extra
 * language, or an alias of one, before the chunk has loaded) and `needed`, starts loading the
 * grammars and re-renders the caller once they are in.
 */
export function usePrismLanguageReady(language: string | undefined, needed: boolean): boolean {
  const ready = useSyncExternalStore(subscribe, isLoaded, isLoaded);
  const waiting = needed && !ready && language !== undefined && !prismInstance?.languages[language];
  useEffect(() => {
    if (!waiting) return;
    loadPrismLanguages().catch(() => {
      // Plain text stays: better than no code.
    });
  }, [waiting]);
  return !waiting;
}
