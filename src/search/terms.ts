/**
 * How text becomes terms, for the index (build time) and for a question (the worker) alike: the
 * split into words, stop words, plurals folded to one term, prefixes, and how far a typo may be
 * from the word it was meant as. One module, so that the index and the questions never disagree.
 */
import { brand } from '../../config/brand';

/** Words that never decide relevance: dropped from the index and from questions. */
export const stopWords = new Set(
  (
    'a an and are as at be been by can could do does for from has have how i if in into is it its me my of on or ' +
    'our should so than that the their them then there these this those to us was we what when where which who why ' +
    'will with would you your ' +
    // How a reader frames a question ("what happens to links nobody pays", "I need to…"): the
    // frame, never the subject.
    'happen happens want wants need needs able possible way anyone nobody someone something anything please thing things did'
  ).split(' '),
);
/**
 * What is left of a contraction once the apostrophe splits it ("doesn't" → "doesn", "t";
 * "customer's" → "customer", "s"): never a subject, so never required or indexed.
 */
for (const fragment of 'd ll m re s t ve don doesn didn isn aren wasn weren won can couldn shouldn wouldn haven hasn'.split(' '))
  stopWords.add(fragment);

/** Words of a text as the index splits them, plus the parts of camelCase words ("ScaStatus" → "Sca", "Status"). */
export function tokenize(text: string, field?: string): string[] {
  // Documented names (one a line): their words as any text's, and an operation's method and path whole.
  // A line that is one joined name (`transaction.declined`, `card_declined`) is also that name whole.
  if (field === 'names')
    return text.split('\n').flatMap((name) => [...tokenize(name), ...endpointTerms(name), ...wholeName(name)]);
  const words = text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean);
  return words.flatMap((word) => {
    const parts = word.split(/(?<=[a-z0-9])(?=[A-Z])/);
    return parts.length > 1 ? [word, ...parts] : [word];
  });
}

/**
 * A plural and its singular are one term ("Subscriptions" defines "subscription"): a final s is
 * dropped from words of four letters or more, except after s, u or i (class, status, analysis).
 */
export function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !/[sui]s$/.test(word) ? word.slice(0, -1) : word;
}

export function processTerm(term: string): string | null {
  const lowered = term.toLowerCase();
  return stopWords.has(lowered) ? null : stem(lowered);
}

/**
 * The site's own name (brand.name, "Acme Pay") is on every page: written in a question ("what is a
 * subscription in Acme Pay") it is the frame, never the subject, so its words decide nothing there,
 * as stop words do; elsewhere ("Apple Pay", "pay out") they are words as any other.
 */
const siteNameWords = brand.name.split(/\s+/).map((word) => word.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&'));
const siteName = new RegExp(`(?<![\\p{L}\\p{N}])${siteNameWords.join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu');

/**
 * The words of a question: stop words dropped unless nothing else is left (someone typing "the…"),
 * and the method and path it names as one term besides its words (endpointTerms).
 */
export function queryTerms(query: string): string[] {
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[\s\p{P}\p{S}]+/u)
      .filter(Boolean);
  const subject = (words: string[]) => words.filter((word) => !stopWords.has(word));
  // The site's own name counts only when the question asks nothing else ("Acme Pay", "what is Acme Pay").
  const unnamed = subject(wordsOf(query.replace(siteName, ' ')));
  const words = wordsOf(query);
  const kept = unnamed.length ? unnamed : subject(words);
  const names = [...endpointTerms(query), ...joinedTerms(query)].map((term) => stem(term));
  return [...new Set([...(kept.length ? kept : words).map(stem), ...names])];
}

const methods = /^(get|post|put|patch|delete)$/i;

/** A path's parameters, `{transactionId}` in the spec and `:transactionId` on the page, as one form. */
const pathForm = (path: string) => path.replace(/\{[^}/]*\}|:[^/]+/g, '{}').replace(/(.)\/+$/, '$1');

/**
 * An operation's method and path as one term ("GET /v1/subscriptions" → `get/v1/subscriptions`):
 * the index holds it where an operation documents its endpoint (record.names), and a question that
 * names a method and a path matches it exactly, never as a prefix: `GET /v1/subscriptions` is
 * the list, not `GET /v1/subscriptions/{subscriptionId}`, whose path words are the same.
 */
export function endpointTerms(text: string): string[] {
  const words = text.trim().split(/\s+/);
  const terms: string[] = [];
  words.forEach((word, at) => {
    const path = word.replace(/[)"'`,;!?.]+$/, '');
    if (at > 0 && methods.test(words[at - 1]!) && /^\/./.test(path))
      terms.push(`${words[at - 1]!.toLowerCase()}${pathForm(path)}`);
  });
  return terms;
}

/**
 * A name written as code joins its words with dots or underscores (`transaction.declined`,
 * `card_declined`): the index holds it whole where a section documents it (a table row's first
 * cell, a schema field's name: record.names, never the values a field lists), and a question that
 * writes it so matches it exactly, as an endpoint term. Prose compounds with hyphens stay words.
 */
export function joinedTerms(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[("'`]+|[)"'`,;:!?.]+$/g, '').toLowerCase())
    .filter((word) => /^\p{L}[\p{L}\p{N}]*(?:[._][\p{L}\p{N}]+)+$/u.test(word));
}

/** A names line that is one joined name, as its one whole term (a line of listed values has none). */
function wholeName(line: string): string[] {
  return /\s/.test(line.trim()) ? [] : joinedTerms(line);
}

/**
 * Whether a term is a whole name: an operation's method and path or a joined name (words never
 * hold `/`, `.` or `_`: tokenize splits there). A whole name is matched exactly, never as a prefix,
 * a typo of it is read as another whole name, and the section it names gets the heading bonus.
 */
export function isWholeName(term: string): boolean {
  return /[/._]/.test(term);
}

/** Words of two letters or fewer match whole; from three letters on, a word also matches as the start of longer words. */
export const prefixFrom = 3;

/** Whether a question's term also matches the longer terms it begins: a word from prefixFrom letters, never an endpoint. */
export function matchesAsPrefix(term: string): boolean {
  return term.length >= prefixFrom && !isWholeName(term);
}

/** Typos a word may hold, growing with its length: none up to 3 letters, one up to 7, two from 8. */
export function typoAllowance(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Edit distance with a swap of two neighbouring letters as one edit (optimal string alignment).
 * With `limit`, stops as soon as every alignment costs more than `limit` (returns limit + 1):
 * a typo is looked up against thousands of words, nearly all of them far.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j += 1) {
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      if (value < least) least = value;
    }
    if (least > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}
