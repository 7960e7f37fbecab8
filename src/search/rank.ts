/**
 * The ranking over MiniSearch's BM25 scores, from structure only (never a route or a query):
 * sections that hold more of the question's words first; page titles above section headings; a
 * section whose heading the question names ranks higher; then one section per page in the first
 * places unless one section clearly dominates.
 */
import type { SearchResult as MiniResult } from 'minisearch';
import { isWholeName } from './terms';

/** Page titles (level 1) above section headings, deeper headings a little lower. */
const levelBoost = [1, 1.5, 1.15, 1, 0.95, 0.9, 0.9];

/**
 * A section whose heading is named by the question ("go live" → "Go live") ranks up to this much
 * higher: fully when the heading is all the question asks, in proportion otherwise (namedShare).
 */
const headingBonus = 2;

export type Ranked = MiniResult & { rank: number };

/** What the ranking reads of each section. */
export type SectionFacts = {
  docLevel: ArrayLike<number>;
  /** Per section: the distinct words of its heading (stop words aside). */
  docHeadingWords: ArrayLike<number>;
};

/** Sets each result's rank from its BM25 score, its coverage of the question, its level and its heading. */
export function rankResults(results: MiniResult[], terms: string[], { docLevel, docHeadingWords }: SectionFacts): Ranked[] {
  const found = results as Ranked[];
  const queried = new Set(terms);
  // Coverage counts the question's words; a whole name it writes (a method and path, `transaction.declined`) is its words too.
  const words = terms.filter((term) => !isWholeName(term)).length || 1;
  for (const result of found) {
    const id = result.id as number;
    const coverage = new Set(result.queryTerms.filter((term) => !isWholeName(term))).size / words;
    // The question names a section when it holds every word of the section's heading, however
    // long the question: the section headed "Idempotency" owns the term in "what is idempotency and
    // why send an Idempotency-Key", above the sections that only use the word. The bonus grows with
    // the share of the question the heading is: a one-word heading ("Subscription") named in passing
    // by a five-word question is a weaker sign than "Go live" asked as "go live".
    let onHeading = 0;
    // Only the question's own words count: a word matched as the start of a longer heading word
    // ("point" in "PointOfSale") names a part of that word, not the word itself.
    for (const term in result.match) if (queried.has(term) && result.match[term]!.includes('heading')) onHeading += 1;
    // The operation whose method and path the question names, the section whose table row or field
    // documents the joined name it writes, is named by it, as by its heading.
    const documentsName = result.queryTerms.some(isWholeName);
    const headingNamed = onHeading && onHeading >= docHeadingWords[id]!;
    const named = documentsName
      ? headingBonus
      : headingNamed
        ? 1 + (headingBonus - 1) * namedShare(docHeadingWords[id]!, words)
        : 1;
    result.rank = result.score * coverage * coverage * (levelBoost[docLevel[id]!] ?? 1) * named;
  }
  return found.sort((a, b) => b.rank - a.rank);
}

/** The share of the question's words a named heading is (1 when the heading is all the question asks). */
function namedShare(headingWords: number, questionWords: number): number {
  return Math.min(1, headingWords / questionWords);
}

/**
 * A page's further sections rank behind the best section of every other page (the first screen
 * shows several pages, not three sections of one), unless the section dominates: its rank is at
 * least `pageDominance` times the best rank of the next page still to come.
 */
export const pageDominance = 100;

export function onePagePerPlace<T extends { rank: number }>(sorted: T[], pageOf: (item: T) => number): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  const deferred: T[] = [];
  for (const item of sorted) {
    const page = pageOf(item);
    if (seen.has(page)) {
      deferred.push(item);
      continue;
    }
    while (deferred.length && deferred[0]!.rank >= pageDominance * item.rank) out.push(deferred.shift()!);
    seen.add(page);
    out.push(item);
  }
  return out.concat(deferred);
}
