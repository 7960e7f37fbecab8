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
 * - In the browser each island is an empty `dangerouslySetInnerHTML` container. React 19 does not
 *   hydrate inside such an element (react-dom-client: shouldSetTextContent() is true for it, so
 *   its children get no fibers and popHydrationState() leaves them; in production the HTML is not
 *   compared) and sets innerHTML again only when `__html` changes (setProp), which it never does
 *   here. suppressHydrationWarning silences the development build's comparison.
 * - The placeholder is mounted several times in the browser: first as ApiItem's hydration fallback
 *   (src/theme/SkeletonLoader), then, once ApiItem's BrowserOnly switches, by the lazy explorer
 *   (src/theme/ApiExplorer) until the reader's first intent, and again while the explorer loads.
 *   The server's nodes move from island to island (`owner`): never serialised and parsed
 *   again, so a phone does not rebuild the samples' DOM at each swap, and the tab shown, the
 *   colours and the scroll of a code block go along.
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

/** Per island key, its mounted containers, oldest first. */
const mounted = new Map<string, HTMLElement[]>();
/**
 * Per island key, the container that holds the server's nodes: the newest mounted one, or the
 * last one unmounted (React removes the old island in the commit that mounts the new one, before
 * the new one's layout effect takes the nodes; after a navigation away, the island of a page
 * reached again takes them too).
 */
const owner = new Map<string, HTMLElement>();
/** Island keys whose server markup this page has (read once from the page's HTML). */
const served = new Map<string, boolean>();

/**
 * Whether the page's HTML had this island (browser only). The server's element is kept as the
 * first owner of its nodes, read before React hydrates: should React build the island afresh
 * instead of hydrating it (a mismatch above it), the nodes still move into the new one.
 */
function wasServed(key: string): boolean {
  if (!served.has(key)) {
    const island = [...document.querySelectorAll<HTMLElement>('[data-first-paint]')].find(
      (element) => element.dataset.firstPaint === key,
    );
    served.set(key, island !== undefined);
    if (island && !owner.has(key)) owner.set(key, island);
  }
  return served.get(key) ?? false;
}

/** Moves the server's nodes of `key` into `container`; none are copied. */
function moveInto(key: string, container: HTMLElement): void {
  const from = owner.get(key);
  // The first island hydrated the server's own element, which holds its nodes already.
  if (from && from !== container) container.append(...from.childNodes);
  owner.set(key, container);
}

/** Makes `container` the island of `key`; returns what gives the nodes back when it unmounts. */
function hold(key: string, container: HTMLElement): () => void {
  moveInto(key, container);
  mounted.set(key, [...(mounted.get(key) ?? []), container]);
  return () => {
    const rest = (mounted.get(key) ?? []).filter((each) => each !== container);
    mounted.set(key, rest);
    // An older island still shown (a swap that did not complete) gets the nodes back.
    const back = rest.at(-1);
    if (back && owner.get(key) === container) moveInto(key, back);
  };
}

const islandKey = (route: string, part: IslandPart) => `${part} ${route}`;

/** Whether this page has build-time samples: from the data on the server, from the page's HTML in the browser. */
export function useHasFirstPaintSamples(route: string | undefined): boolean {
  const [has] = useState(() =>
    route === undefined ? false : onServer ? hasSamples(route) : wasServed(islandKey(route, 'request')),
  );
  return has;
}

type Props = { route: string; part: IslandPart; className?: string };

export default function FirstPaintSamples({ route, part, className }: Props): React.ReactElement {
  const key = islandKey(route, part);
  // Read during render, before hydration can replace the server's element.
  if (!onServer) wasServed(key);
  const island = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = island.current;
    if (!container) return undefined;
    const release = hold(key, container);
    const unwire = wireIslandTabs(container);
    return () => {
      unwire();
      release();
    };
  }, [key]);
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
    <div ref={island} className={className} data-first-paint={key} suppressHydrationWarning dangerouslySetInnerHTML={emptyHtml} />
  );
}

/** One object for every render: React compares `__html` and would write it again if it changed. */
const emptyHtml = { __html: '' };
