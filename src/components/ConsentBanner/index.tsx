/**
 * The analytics consent banner's gate (issue 17), rendered by src/theme/Root on every page. With
 * no container and no search insights configured (config/analytics.ts, the default) it renders
 * nothing and the banner's code (./Banner, with the tag manager loader) is never fetched: it is
 * a chunk of its own, not part of main.js.
 *
 * The banner is never in the server-rendered HTML (consent lives in the reader's browser storage),
 * so it loads after hydration (`useIsBrowser`): a lazy component rendered on the server would
 * make React switch that part of the page to client rendering and log it.
 */
import React, { lazy, Suspense } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { analyticsEnabled } from '@site/config/analytics';
import { analytics } from '@site/src/analytics/settings';

const Banner = lazy(() => import('./Banner'));

export default function ConsentBanner(): React.ReactElement | null {
  const isBrowser = useIsBrowser();
  if (!analyticsEnabled(analytics) || !isBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
