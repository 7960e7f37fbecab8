/**
 * The ranking over MiniSearch's BM25 scores, from structure only (never a route or a query):
 * sections that hold more of the question's words first; page titles above section headings; a
 * section whose heading the question names ranks higher. The order the ranks give the hits (one
 * section per page in the first places) is src/search/places.ts's.
 */
import type { SectionScores } from './scorer';
import { isWholeName } from './terms';

/** Page titles (level 1) above section headings, deeper headings a little lower. */
const levelBoost = [1, 1.5, 1.15, 1, 0.95, 0.9, 0.9];

/**
 * A section whose heading is named by the question ("go live" → "Go live") ranks up to this much
 * higher: fully when the heading is all the question asks, in proportion otherwise (namedShare).
 */
const headingBonus = 2;

/** What the ranking reads of each section. */
export type SectionFacts = {
  docLevel: ArrayLike<number>;
  /** Per section: the distinct words of its heading (stop words aside). */
  docHeadingWords: ArrayLike<number>;
};

/**
 * Each matched section's rank (by position in `scores`, src/search/scorer.ts: its heading field is
 * `heading`, its names the whole names) from its BM25 score, its coverage of the question, its
 * level and its heading. `terms` are the question's words as scored.
 */
export function rankSections(
  scores: SectionScores,
  terms: readonly string[],
  { docLevel, docHeadingWords }: SectionFacts,
): Float64Array {
  const rank = new Float64Array(scores.count);
  // Coverage counts the question's words; a whole name it writes (a method and path, `transaction.declined`) is its words too.
  const words = terms.filter((term) => !isWholeName(term)).length || 1;
  for (let at = 0; at < scores.count; at += 1) {
    const id = scores.ids[at] as number;
    const coverage = (scores.words[at]! - scores.names[at]!) / words;
    // The question names a section when it holds every word of the section's heading, however
    // long the question: the section headed "Idempotency" owns the term in "what is idempotency and
    // why send an Idempotency-Key", above the sections that only use the word. The bonus grows with
    // the share of the question the heading is: a one-word heading ("Subscription") named in passing
    // by a five-word question is a weaker sign than "Go live" asked as "go live".
    // Only the question's own words count (inField): a word matched as the start of a longer
    // heading word ("point" in "PointOfSale") names a part of that word, not the word itself.
    const onHeading = scores.inField[at]!;
    // The operation whose method and path the question names, the section whose table row or field
    // documents the joined name it writes, is named by it, as by its heading.
    const documentsName = scores.names[at]! > 0;
    const headingNamed = onHeading && onHeading >= docHeadingWords[id]!;
    const named = documentsName
      ? headingBonus
      : headingNamed
        ? 1 + (headingBonus - 1) * namedShare(docHeadingWords[id]!, words)
        : 1;
    rank[at] = scores.score[at]! * coverage * coverage * (levelBoost[docLevel[id]!] ?? 1) * named;
  }
  return rank;
}

/** The share of the question's words a named heading is (1 when the heading is all the question asks). */
function namedShare(headingWords: number, questionWords: number): number {
  return Math.min(1, headingWords / questionWords);
}
