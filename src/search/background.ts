/**
 * What the search worker loads in the background, and when (issue 28, ask 3): a query's answer
 * waits for the index parts it lacks, in rounds (its words' term parts, then the displayed sections
 * of its hits), and at 10x the site the second round is most of a warm query's wait. Once the reader
 * pauses after an answer, the worker loads at low priority:
 *   - a small index (prefetchBelow) whole: the next queries then fetch nothing;
 *   - otherwise the displayed sections of every section (URL, headings, excerpt; the display
 *     packs of src/search/shards.ts, a few large files) when they are small enough (displayBelow):
 *     a query then waits for its words' parts only, never for its hits' text;
 *   - otherwise nothing (each query loads its own parts, as before).
 * While the reader types, only the query's own parts load (a keystroke's parts never queue behind
 * the background load), and those its next keystroke will need (typedStart).
 */
import { prefixFrom } from './terms';

/**
 * Below this many raw characters of parts (display packs aside), the worker loads the rest of the
 * index once the reader pauses after an answer (about 100 KB gzip): the next queries then fetch nothing.
 */
export const prefetchBelow = 400_000;

/**
 * Below this many raw characters of display packs, a larger index's displayed sections load in the
 * background once the reader pauses (at 10x this site: 1.3 MB raw, about 420 KB gzip in 14 files).
 * A site with more text than that loads the hits' sections per query.
 */
export const displayBelow = 2_000_000;

/**
 * How long the reader has asked nothing new after an answer before that background load starts:
 * while the reader types, each keystroke's own parts are the only downloads (on a slow connection
 * a hundred background requests would otherwise queue before them), and a pause to read the hits
 * is time the connection would spend idle.
 */
export const prefetchAfterMs = 1000;

/** What a manifest says of the parts' sizes and blocks (src/search/shards.ts). */
export type PartsOutline = {
  termParts: readonly string[];
  letters: readonly string[];
  docPartSize: number;
  /** Raw characters of the term, dictionary and displayed-section parts (display packs aside). */
  partsSize: number;
  /** Sections per display pack and the packs' raw characters; absent in an index made before them. */
  docPackSize?: number;
  displaySize?: number;
};

/** The parts to load in the background for an index of `sections` sections, in the order to ask for them. */
export function backgroundParts(outline: PartsOutline, sections: number): string[] {
  const blocks = (size: number, prefix: string) =>
    Array.from({ length: Math.ceil(sections / size) }, (_, at) => `${prefix}${at}.json`);
  const display = outline.docPackSize ? blocks(outline.docPackSize, 's') : undefined;
  if (outline.partsSize <= prefetchBelow)
    return [
      ...outline.termParts.map((_, at) => `t${at}.json`),
      ...outline.letters.map((letter) => `w${letter.codePointAt(0)}.json`),
      ...(display ?? blocks(outline.docPartSize, 'd')),
    ];
  if (display && outline.displaySize !== undefined && outline.displaySize <= displayBelow) return display;
  return [];
}

/**
 * Runs `start` once the reader pauses: `prefetchAfter` ms after an answer with no query asked or
 * pending. Each query asked cancels the wait, each answer starts it again; `start` runs once.
 */
export function afterPause(start: () => void, prefetchAfter: number) {
  let asking = 0;
  let done = false;
  let pause: ReturnType<typeof setTimeout> | undefined;
  return {
    asked() {
      asking += 1;
      clearTimeout(pause);
    },
    answered() {
      asking -= 1;
      clearTimeout(pause);
      if (done || asking > 0) return;
      pause = setTimeout(() => {
        done = true;
        start();
      }, prefetchAfter);
    },
  };
}

/**
 * The start of the word being typed when its next letter makes it a prefix: the query's last word,
 * with no space or mark after it, of prefixFrom - 1 letters ("pa" of "apple pa"). The next keystroke
 * ("pay") matches every word it begins, in term parts the current one did not need: the worker
 * loads them as soon as the current keystroke is answered, so the next one finds them loaded or
 * on their way. From prefixFrom letters on, a longer word needs no part its start did not.
 */
export function typedStart(query: string): string | undefined {
  const last = query
    .toLowerCase()
    .split(/[\s\p{P}\p{S}]+/u)
    .at(-1);
  return last && [...last].length === prefixFrom - 1 ? last : undefined;
}
