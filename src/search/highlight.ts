/**
 * What a hit shows of the question: every word a matched term covers wrapped in the requested
 * tags, and a snippet window around the first match. Indexed text is HTML-escaped before the tags
 * go in, so a page's text can never become markup in the modal.
 */
import type { HighlightResult } from './types';

const htmlSpecial = /[&<>"']/;
export function escapeHtml(text: string): string {
  return htmlSpecial.test(text) ? text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`) : text;
}

const wordPattern = /[\p{L}\p{N}_]+/gu;

/** Wraps every word that a matched term covers (exact or as prefix) in the highlight tags. */
export function highlight(text: string, terms: string[], pre: string, post: string): HighlightResult {
  const lowered = terms.map((term) => term.toLowerCase());
  const matchedWords = new Set<string>();
  let out = '';
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0];
    const index = match.index ?? 0;
    out += escapeHtml(text.slice(last, index));
    const hit = lowered.find(
      (term) => word.toLowerCase().startsWith(term) || (term.startsWith(word.toLowerCase()) && word.length >= 3),
    );
    if (hit) {
      matchedWords.add(hit);
      out += `${pre}${escapeHtml(word)}${post}`;
    } else {
      out += escapeHtml(word);
    }
    last = index + word.length;
  }
  out += escapeHtml(text.slice(last));
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size >= lowered.length ? 'full' : 'partial';
  return { value: out, matchLevel, matchedWords: [...matchedWords] };
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(text: string, terms: string[], words: number, pre: string, post: string, ellipsis: string) {
  const tokens = [...text.matchAll(/\S+/g)].map((match) => match[0]);
  if (tokens.length <= words) {
    const { value, matchLevel } = highlight(text, terms, pre, post);
    return { value, matchLevel };
  }
  const lowered = terms.map((term) => term.toLowerCase());
  const first = tokens.findIndex((token) =>
    (token.toLowerCase().match(wordPattern) ?? []).some((word) => lowered.some((term) => word.startsWith(term))),
  );
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - Math.floor(words / 3), tokens.length - words));
  const window = tokens.slice(start, start + words).join(' ');
  const { value, matchLevel } = highlight(window, terms, pre, post);
  return {
    value: `${start > 0 ? ellipsis : ''}${value}${start + words < tokens.length ? ellipsis : ''}`,
    matchLevel,
  };
}

/** "content:10" → 10 words for content. */
export function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    if (name) lengths.set(name, Number(count ?? 10) || 10);
  }
  return lengths;
}
