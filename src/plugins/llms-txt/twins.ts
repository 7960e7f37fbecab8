/**
 * Which pages have a Markdown twin and where it is: shared by the plugin that writes the twins
 * (src/plugins/llms-txt) and the head links every page renders (src/components/MarkdownTwinLinks).
 * Browser-safe: no Node imports.
 */
import { browserCheckoutPath } from '../../../sandbox/browser/config.cjs';

/** The llms.txt index: the file every page names with rel="describedby". */
export const llmsTxtPath = '/llms.txt';

/** Pages that are tools, not content, and get no twin: the 404 page, search, the simulated checkout. */
export const routesWithoutTwin: readonly string[] = ['/404.html', '/search', browserCheckoutPath];

/** A route without a folder index's trailing slash (/plugins/ is /plugins). */
export function normalRoute(route: string): string {
  return route.replace(/(.)\/$/, '$1');
}

export function hasMarkdownTwin(route: string): boolean {
  return !routesWithoutTwin.includes(normalRoute(route));
}

/** The twin's file in the build: `/a/b` is a/b.md, `/` is index.md. */
export function twinFileOf(route: string): string {
  const path = normalRoute(route);
  return path === '/' ? 'index.md' : `${path.replace(/^\//, '')}.md`;
}

/** The twin's URL path: `/a/b` is /a/b.md, `/` is /index.md. */
export function twinUrlOf(route: string): string {
  return `/${twinFileOf(route)}`;
}
