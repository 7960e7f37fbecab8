/**
 * What a partial is (a docs page under a `partials/` folder) and the shape of the map of where
 * each is embedded: shared by the build (src/lib/build/partialUsage.ts, Node only) and the browser
 * (src/components/PartialUsage), so no Node module reaches the client bundle.
 */
export type PartialPage = { route: string; title: string };
/** One partial: the pages that embed it (directly or through another partial), or where its content lives. */
export type PartialEntry = { route: string; usedBy: PartialPage[]; contentLivesAt?: string };
export type PartialUsage = Record<string, PartialEntry>;

/** A docs route that is a partial: under a `partials` folder. */
export const isPartialRoute = (route: string): boolean => /(^|\/)partials\//.test(route);
