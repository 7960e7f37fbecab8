/**
 * Colours a plain code panel of the build-time samples (./FirstPaintSamples) when it is shown.
 *
 * The server highlights only the shown panel of each tab group; the hidden ones are plain text in
 * the page's HTML (./serverSamples), and React never renders that markup in the browser, so the
 * tab script (./islandTabs) asks for this when a plain panel is shown: Prism loads on demand
 * (src/lib/prismLanguages, as for any code block) and the panel's lines are written as the
 * site's code blocks write them (a `token-line` per line, a coloured span per token, uncoloured
 * text as text: src/theme/CodeBlock/Line/Token), in the site's code theme. In the colour mode
 * the server did not render the samples stay plain (./islandColours), so only the default mode's
 * panels are coloured.
 */
import siteConfig from '@generated/docusaurus.config';
import type { PrismTheme } from 'prism-react-renderer';
import { loadPrism } from '@site/src/lib/prismLanguages';

type Style = Record<string, string | number>;

const { prism, colorMode } = siteConfig.themeConfig as {
  prism?: { theme?: PrismTheme; darkTheme?: PrismTheme };
  colorMode?: { defaultMode?: string };
};

/** The theme of the colour mode the server rendered in. */
const theme: PrismTheme | undefined = colorMode?.defaultMode === 'dark' ? (prism?.darkTheme ?? prism?.theme) : prism?.theme;

/** Token type → style, for one language (prism-react-renderer's theme dictionary). */
function styles(language: string): Map<string, Style> {
  const out = new Map<string, Style>();
  for (const { types, style, languages } of theme?.styles ?? []) {
    if (languages && !languages.includes(language as never)) continue;
    for (const type of types) out.set(type, { ...out.get(type), ...(style as Style) });
  }
  return out;
}

/** A panel's plain code block: a `pre` without highlighted lines. */
const plainCode = (panel: Element): HTMLElement | null => panel.querySelector<HTMLElement>('pre:not(:has(.token-line)) > code');

/** The language of a code block (`language-*` on its `pre`). */
const languageOf = (code: HTMLElement): string => /\blanguage-(\S+)/.exec(code.parentElement?.className ?? '')?.[1] ?? 'text';

/** Writes `code`'s text as highlighted lines. */
function highlight(
  { Prism, normalizeTokens }: Awaited<ReturnType<typeof loadPrism>>,
  code: HTMLElement,
  reference: Element | null,
): void {
  const language = languageOf(code);
  const grammar = Prism.languages[language];
  if (!grammar || !theme) return;
  const dictionary = styles(language);
  const text = code.textContent ?? '';
  const fragment = document.createDocumentFragment();
  for (const line of normalizeTokens(Prism.tokenize(text.replace(/\n$/, ''), grammar))) {
    const row = document.createElement('div');
    row.className = 'token-line';
    row.style.color = theme.plain.color ?? '';
    for (const token of line) {
      const plain = token.types.length === 1 && token.types[0] === 'plain';
      if (plain || token.empty) {
        // An empty line is one token "\n" (the site's CodeBlock/Line empties it): its <br> is the line.
        if (token.content && token.content !== '\n') row.append(token.content);
        continue;
      }
      const span = document.createElement('span');
      span.className = `token ${token.types.join(' ')}`;
      Object.assign(span.style, ...token.types.map((type) => dictionary.get(type) ?? {}));
      span.textContent = token.content;
      row.append(span);
    }
    row.append(document.createElement('br'));
    fragment.append(row);
  }
  // The classes and colours of a block the server highlighted (the site's CSS module classes).
  const pre = code.parentElement;
  const referenceCode = reference?.querySelector('code');
  if (pre && reference) {
    for (const name of reference.classList) if (!name.startsWith('language-')) pre.classList.add(name);
    pre.setAttribute('style', reference.getAttribute('style') ?? '');
  }
  code.className = referenceCode?.className ?? '';
  code.replaceChildren(fragment);
}

/**
 * Colours the plain code of `panel` (a tab panel of an island in `container`), in the default
 * colour mode only, once Prism is in; nothing happens when its code is highlighted already.
 */
export function highlightPanel(container: HTMLElement, panel: HTMLElement): void {
  if (document.documentElement.dataset.theme !== (colorMode?.defaultMode ?? 'light')) return;
  const code = plainCode(panel);
  if (!code) return;
  const reference = container.querySelector('pre:has(.token-line)');
  loadPrism()
    .then((renderer) => {
      if (plainCode(panel) === code) highlight(renderer, code, reference);
    })
    .catch(() => {
      // Prism did not load: the code stays plain, still readable and runnable.
    });
}
