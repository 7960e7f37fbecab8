/**
 * `@first-paint-samples` in the browser bundle (./index.ts): no samples and nothing to render
 * them with. The browser keeps the server's markup of them (src/components/ApiExplorerPlaceholder/
 * FirstPaintSamples.tsx), so the page's JavaScript carries neither.
 */
import type { ReactNode } from 'react';

/** No page has samples to render in the browser. */
export const hasSamples = (): boolean => false;

/** Nothing to render: the server's markup stays. */
export const samplesMarkup = (): ReactNode => null;
