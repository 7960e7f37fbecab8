/**
 * The API explorer (code samples, request form, Send, response) of an operation page, loaded
 * lazily. Its code (the code-sample generators, postman-collection, the request form) is most of
 * an operation page's JavaScript, so the page first loads without it and fetches it at the
 * reader's first sign of use: a pointer move, touch, key, wheel or scroll, focus, or the
 * placeholder's button; at once when the reader has already used the page or came by a link within
 * the site. Until then a placeholder of the explorer's size holds its place, with the operation's
 * code samples and response examples the server rendered into the page
 * (src/components/ApiExplorerPlaceholder/FirstPaintSamples): the explorer takes over that place
 * once its own layout has settled (./Settled).
 *
 * A build with ACME_STOCK_API_EXPLORER=1 (src/plugins/api-explorer-mode) bundles the stock, eager
 * explorer instead: the benchmark's comparison (`npm run bench -- --stock-compare`).
 */
import React, { Suspense, lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import ApiExplorerPlaceholder from '@site/src/components/ApiExplorerPlaceholder';
import { loadPrismLanguages } from '@site/src/lib/prismLanguages';
import { onFirstIntent, readerHasInteracted } from '@site/src/lib/readerIntent';
import Settled from './Settled';

/** The original's props (`item`: the operation, `infoPath`: the API's info page). */
type Props = { item: unknown; infoPath: string };
type Explorer = ComponentType<Props>;

/** The explorer, and the Prism grammars its code samples (curl, PHP, C#) need: they load on demand. */
const loadExplorer = (): Promise<{ default: Explorer }> =>
  Promise.all([import(/* webpackChunkName: "api-explorer" */ '@theme-original/ApiExplorer'), loadPrismLanguages()]).then(
    ([explorer]) => explorer,
  );

/** Only in the stock comparison build: the explorer in the page's own chunk, as the plugin ships it. */
const StockExplorer: Explorer | undefined =
  process.env.ACME_STOCK_API_EXPLORER === '1'
    ? // A static require inside a branch the bundler drops unless the variable is set: an import
      // statement would put the explorer into every build's page chunk.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@theme-original/ApiExplorer') as { default: Explorer }).default
    : undefined;

/** True when the reader came to this page by a link within the site, not by loading it. */
function arrivedWithinSite(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname !== window.location.pathname : false;
}

/** True from the reader's first interaction with the page (at once after one, or after a link within the site). */
function useReaderIntent(): [boolean, () => void] {
  const [intent, setIntent] = useState(() => readerHasInteracted() || arrivedWithinSite());
  useEffect(() => {
    if (intent) return undefined;
    return onFirstIntent(() => setIntent(true));
  }, [intent]);
  return [intent, () => setIntent(true)];
}

function LazyApiExplorer(props: Props): React.ReactElement {
  const [intent, start] = useReaderIntent();
  // A new lazy component per attempt: "Try again" after a failed chunk fetches it afresh.
  const [attempt, setAttempt] = useState(0);
  // `attempt` is the reason to memoise anew, though the callback does not read it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Explorer = useMemo(() => lazy(loadExplorer), [attempt]);
  const route = useDoc().metadata.permalink;
  if (!intent) return <ApiExplorerPlaceholder state="waiting" onLoad={start} route={route} />;
  return (
    <ErrorBoundary
      fallback={({ tryAgain }) => (
        <ApiExplorerPlaceholder
          state="failed"
          route={route}
          onLoad={() => {
            setAttempt((n) => n + 1);
            tryAgain();
          }}
        />
      )}
    >
      <Suspense fallback={<ApiExplorerPlaceholder state="loading" route={route} />}>
        <Settled placeholder={<ApiExplorerPlaceholder state="loading" route={route} />}>
          <Explorer {...props} />
        </Settled>
      </Suspense>
    </ErrorBoundary>
  );
}

export default function ApiExplorerWrapper(props: Props): React.ReactElement {
  return StockExplorer ? <StockExplorer {...props} /> : <LazyApiExplorer {...props} />;
}
