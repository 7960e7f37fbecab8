/**
 * An operation page's request samples (six languages: the reader's shown, the others in the HTML
 * as hidden tab panels, like the docs' code tabs) and response examples, rendered with the site's
 * code blocks and tabs into the page's static HTML, where the explorer will be
 * (./index.tsx), so readers without JavaScript, crawlers and readers who have not moved yet see
 * runnable code at first paint.
 *
 * Server and browser render them differently, by design:
 * - On the server, `@first-paint-samples` (./serverSamples.tsx, with the data of
 *   src/plugins/first-paint-samples) renders them; the browser bundle gets a stub in its place,
 *   so the page's JavaScript holds neither the samples nor the code that renders them.
 * - In the browser each island is a `dangerouslySetInnerHTML` container holding the server's own
 *   markup, read from the page (`serverMarkup`). React 19 does not hydrate inside such an element
 *   (react-dom-client: shouldSetTextContent() is true for it, so its children get no fibers and
 *   popHydrationState() leaves them; in production the HTML is not compared) and sets innerHTML
 *   again only when `__html` changes (setProp), which it never does here. suppressHydrationWarning
 *   silences the development build's comparison.
 * - The placeholder is rendered twice in the browser: first as ApiItem's hydration fallback
 *   (src/theme/SkeletonLoader), then, once ApiItem's BrowserOnly switches, by the lazy explorer
 *   (src/theme/ApiExplorer) until the reader's first intent. The second island takes the markup
 *   the first one read (cached per route), so the samples stay in place, same markup, same size.
 * - Its tabs work without React (./islandTabs): the explorer replaces them at the first intent.
 * - In the colour mode the server did not render, its code shows plain (./islandColours).
 */
import React, { useLayoutEffect, useRef, useState } from 'react';
import { hasSamples, samplesMarkup } from '@first-paint-samples';
import type { IslandPart } from './samplesData';
import { useColorMode, useThemeConfig } from '@docusaurus/theme-common';
import { wireIslandTabs } from './islandTabs';
import { dropServerCodeColours } from './islandColours';

const onServer = typeof window === 'undefined';

/** The markup of each island the server rendered, as first read in the browser. */
const seen = new Map<string, string>();

/** The server's markup of an island of this page, if the page's HTML has it (browser only). */
function serverMarkup(key: string): string | undefined {
  if (!seen.has(key)) {
    const island = [...document.querySelectorAll<HTMLElement>('[data-first-paint]')].find(
      (element) => element.dataset.firstPaint === key,
    );
    if (!island) return undefined;
    seen.set(key, island.innerHTML);
  }
  return seen.get(key);
}

const islandKey = (route: string, part: IslandPart) => `${part} ${route}`;

/** Whether this page has build-time samples: from the data on the server, from the page's HTML in the browser. */
export function useHasFirstPaintSamples(route: string | undefined): boolean {
  const [has] = useState(() =>
    route === undefined ? false : onServer ? hasSamples(route) : serverMarkup(islandKey(route, 'request')) !== undefined,
  );
  return has;
}

type Props = { route: string; part: IslandPart; className?: string };

export default function FirstPaintSamples({ route, part, className }: Props): React.ReactElement {
  const key = islandKey(route, part);
  const [html] = useState(() => (onServer ? '' : (serverMarkup(key) ?? '')));
  const island = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (island.current ? wireIslandTabs(island.current) : undefined), []);
  // The server highlighted in the default colour mode; in the other, the code shows plain (./islandColours).
  const { colorMode } = useColorMode();
  const { defaultMode } = useThemeConfig().colorMode;
  useLayoutEffect(() => {
    if (island.current && colorMode !== defaultMode) dropServerCodeColours(island.current);
  }, [colorMode, defaultMode]);
  if (onServer) {
    return (
      <div className={className} data-first-paint={key}>
        {samplesMarkup(route, part)}
      </div>
    );
  }
  return (
    <div
      ref={island}
      className={className}
      data-first-paint={key}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
