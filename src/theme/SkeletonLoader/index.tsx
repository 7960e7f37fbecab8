/**
 * Wraps docusaurus-theme-openapi-docs 5.2 SkeletonLoader. ApiItem renders it (size "lg") inside
 * BrowserOnly as the server's and the hydration's stand-in for the explorer of an operation page.
 * There it renders the explorer's placeholder (src/components/ApiExplorerPlaceholder), which on a
 * page with build-time samples carries them into the static HTML; the lazy explorer
 * (src/theme/ApiExplorer) shows the same placeholder, with the same markup, until it loads.
 */
import React from 'react';
import Original from '@theme-original/SkeletonLoader';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import ApiExplorerPlaceholder from '@site/src/components/ApiExplorerPlaceholder';

type Props = { size?: 'sm' | 'md' | 'lg' };

/** The explorer's stand-in (ApiItem renders size "lg" only there, inside the page's DocProvider). */
function ExplorerStandIn(): React.ReactElement {
  const { metadata } = useDoc();
  return <ApiExplorerPlaceholder state="waiting" route={metadata.permalink} />;
}

export default function SkeletonLoader(props: Props): React.ReactElement {
  return props.size === 'lg' ? <ExplorerStandIn /> : <Original {...props} />;
}
