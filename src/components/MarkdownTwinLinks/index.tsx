/**
 * The page's links for AI assistants, in its <head> (so in the static HTML): its Markdown twin
 * (rel="alternate" type="text/markdown", written by src/plugins/llms-txt) and the llms.txt index
 * (rel="describedby"), as the llms.txt proposal's v2 (August 2026) has pages point to both.
 * A path that is no route (the 404 page in the browser) and the pages without a twin (search, the
 * simulated checkout) link llms.txt only. The plugin checks after the build that every page links
 * exactly the twin it wrote, and src/plugins/security-headers repeats these links as `Link` headers.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import { matchPath, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import routes from '@generated/routes';
import { hasMarkdownTwin, llmsTxtPath, twinUrlOf } from '@site/src/plugins/llms-txt/twins';

type RouteConfig = { path?: string | string[]; exact?: boolean; strict?: boolean; routes?: RouteConfig[] };

/**
 * The route that renders a path, matched as the router's Switch does (first match, then its child
 * routes), or undefined when the page is a 404: the catch-all route, or a docs root none of whose
 * pages matches.
 */
function routeOf(pathname: string, list: RouteConfig[] = routes): string | undefined {
  const route = list.find(({ path, exact, strict }) => matchPath(pathname, { path, exact, strict }));
  if (!route || typeof route.path !== 'string' || route.path === '*') return undefined;
  return route.routes ? routeOf(pathname, route.routes) : route.path;
}

export default function MarkdownTwinLinks(): React.ReactElement {
  const { pathname } = useLocation();
  const route = routeOf(pathname);
  const twin = useBaseUrl(route && hasMarkdownTwin(route) ? twinUrlOf(route) : '');
  const llmsTxt = useBaseUrl(llmsTxtPath);
  return (
    <Head>
      {route && hasMarkdownTwin(route) && <link rel="alternate" type="text/markdown" href={twin} />}
      {/* llms.txt is Markdown (the proposal defines it as a Markdown file); hosts serve it as text/plain. */}
      <link rel="describedby" type="text/markdown" href={llmsTxt} />
    </Head>
  );
}
