/**
 * The typo model of the search evaluation (issue 28): a standard keyboard noise model, seeded, so
 * the typo questions are the same on every run and every machine. One edit per word, of one of
 * four kinds: a neighbouring key on a QWERTY layout instead of the right one, a dropped letter, a
 * doubled letter, two neighbouring letters swapped. Pure functions: scripts/bench/search-eval-make.mjs
 * writes the typo set with them, tests/unit/search-eval.spec.ts checks them.
 */

/** mulberry32: a small, well-known seeded PRNG (32-bit state), uniform in [0, 1). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string's 32-bit FNV-1a hash: a per-question seed that does not depend on the file's order. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** QWERTY rows with their horizontal stagger (in key widths). */
const rows = [
  ['qwertyuiop', 0],
  ['asdfghjkl', 0.25],
  ['zxcvbnm', 0.75],
];
const position = new Map();
rows.forEach(([keys, offset], row) => [...keys].forEach((key, at) => position.set(key, { row, x: at + offset })));

/** Keys that touch `key` on a QWERTY keyboard (same row ±1, the row above or below within a key width). */
export function adjacentKeys(key) {
  const here = position.get(key);
  if (!here) return [];
  return [...position.entries()]
    .filter(([other, there]) => {
      if (other === key) return false;
      const dy = Math.abs(there.row - here.row);
      const dx = Math.abs(there.x - here.x);
      return (dy === 0 && dx === 1) || (dy === 1 && dx <= 1);
    })
    .map(([other]) => other);
}

export const typoKinds = ['adjacent', 'dropped', 'doubled', 'swapped'];

/**
 * One typo in `word` (lower-case letters), chosen with `random`: its kind and position are drawn;
 * the first letter is left alone (readers rarely miss it, and the standard models keep it).
 * Returns the misspelt word and the kind, never the word itself.
 */
export function typo(word, random) {
  const pick = (n) => Math.floor(random() * n);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const kind = typoKinds[pick(typoKinds.length)];
    const at = 1 + pick(word.length - 1);
    let out;
    if (kind === 'adjacent') {
      const near = adjacentKeys(word[at]);
      if (!near.length) continue;
      out = word.slice(0, at) + near[pick(near.length)] + word.slice(at + 1);
    } else if (kind === 'dropped') {
      out = word.slice(0, at) + word.slice(at + 1);
    } else if (kind === 'doubled') {
      out = word.slice(0, at + 1) + word[at] + word.slice(at + 1);
    } else {
      if (at + 1 >= word.length || word[at] === word[at + 1]) continue;
      out = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    }
    if (out !== word) return { word: out, kind };
  }
  return undefined;
}

/** Long words (8 letters or more) and short ones (4 to 5): the two typo kinds the evaluation reports. */
export const longWord = (word) => word.length >= 8;
export const shortWord = (word) => word.length >= 4 && word.length <= 5;

/**
 * A question with one word misspelt: a long or a short word (as `which` says) drawn with a seed of
 * its own (the question's hash and `seed`), or undefined when it has no such word.
 */
export function misspell(question, which, seed, stopWords) {
  const random = seededRandom(hash32(question) ^ seed);
  const words = [...question.matchAll(/[A-Za-z]+/g)].filter((match) => {
    const word = match[0];
    return /^[a-z]+$/.test(word) && !stopWords.has(word) && (which === 'long' ? longWord(word) : shortWord(word));
  });
  if (!words.length) return undefined;
  const chosen = words[Math.floor(random() * words.length)];
  const made = typo(chosen[0], random);
  if (!made) return undefined;
  const at = chosen.index;
  return {
    q: question.slice(0, at) + made.word + question.slice(at + chosen[0].length),
    word: chosen[0],
    typo: made.word,
    edit: made.kind,
  };
}
