/**
 * The endpoint line of an operation page ("POST /v1/transactions/:transactionId/capture") shows the
 * method and path only, in the browser as in the static HTML. A wrapper: the line is the theme's.
 *
 * Why: the stock component renders the path alone on the server and adds the chosen server's URL
 * once the page runs in the browser, so on a phone the line grew from one row to two after load
 * (a layout shift of 0.12 at 390 px, under the reader's first scroll). The URL is in every request
 * sample and in the explorer's server picker, as Stripe's reference shows it. The theme leaves the
 * URL out for a callback (`context: 'callback'`), which is the path-only rendering reused here.
 */
import React from 'react';
import MethodEndpoint from '@theme-original/ApiExplorer/MethodEndpoint';

type Props = { method: string; path: string; context?: string };

export default function MethodEndpointWrapper(props: Props): React.ReactElement {
  return <MethodEndpoint {...props} context="callback" />;
}
