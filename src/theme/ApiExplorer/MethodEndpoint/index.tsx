/**
 * The endpoint line of an operation page ("POST /v1/transactions/:transactionId/capture") shows the
 * method and path only, in the browser as in the static HTML, under the caption "Endpoint". A
 * wrapper: the line is the theme's.
 *
 * Why path only: the stock component renders the path alone on the server and adds the chosen
 * server's URL once the page runs in the browser, so on a phone the line grew from one row to two
 * after load (a layout shift of 0.12 at 390 px, under the reader's first scroll). The URL is in
 * every request sample and in the explorer's server picker, as Stripe's reference shows it. The
 * theme leaves the URL out for a callback (`context: 'callback'`), which is the path-only rendering
 * reused here.
 *
 * Why the caption: readers ask for "the refund endpoint"; the page names the line what they call it
 * (src/lib/endpointCaption.ts, which the search index holds too). A webhook's page (method
 * `event`) and a callback have no endpoint of ours, so no caption.
 */
import React from 'react';
import MethodEndpoint from '@theme-original/ApiExplorer/MethodEndpoint';
import { endpointCaption } from '@site/src/lib/endpointCaption';
import styles from './styles.module.css';

type Props = { method: string; path: string; context?: string };

export default function MethodEndpointWrapper(props: Props): React.ReactElement {
  const captioned = props.context === 'endpoint' && props.method !== 'event';
  return (
    <>
      {captioned && <p className={styles.caption}>{endpointCaption}</p>}
      <MethodEndpoint {...props} context="callback" />
    </>
  );
}
