/** The typo model of the search evaluation (tests/search-eval/noise.mjs): a keyboard noise model, seeded. */
import { test, expect } from '@playwright/test';
import { adjacentKeys, misspell, seededRandom, typo } from '../search-eval/noise.mjs';

/** Levenshtein distance with adjacent transpositions counted as one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (__, j) => (i ? (j ? 0 : i) : j)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

test('neighbouring keys are the ones that touch on a QWERTY keyboard', () => {
  expect(adjacentKeys('f').sort()).toEqual(['c', 'd', 'g', 'r', 't', 'v']);
  expect(adjacentKeys('q').sort()).toEqual(['a', 'w']);
  expect(adjacentKeys('f')).not.toContain('j');
});

test('a typo is one edit of one of the four kinds, never the word itself, and the first letter stays', () => {
  const random = seededRandom(7);
  const kinds = new Set<string>();
  for (const word of ['authorisation', 'idempotency', 'refund', 'card', 'webhook', 'settlement']) {
    for (let run = 0; run < 25; run += 1) {
      const made = typo(word, random) as { word: string; kind: string };
      kinds.add(made.kind);
      expect(made.word).not.toBe(word);
      expect(made.word[0]).toBe(word[0]);
      expect(editDistance(made.word, word)).toBe(1);
    }
  }
  expect([...kinds].sort()).toEqual(['adjacent', 'doubled', 'dropped', 'swapped']);
});

test('the same seed makes the same typos; another seed, others', () => {
  const stop = new Set(['a', 'the', 'how', 'do', 'i']);
  const question = 'how do i verify the webhook signature';
  expect(misspell(question, 'long', 28, stop)).toEqual(misspell(question, 'long', 28, stop));
  const seeds = new Set([1, 2, 3, 4, 5, 6].map((seed) => misspell(question, 'long', seed, stop)?.q));
  expect(seeds.size).toBeGreaterThan(1);
  // A long typo misspells a word of 8+ letters, a short one a word of 4-5; a question without one gets none.
  expect(misspell(question, 'long', 28, stop)?.word).toBe('signature');
  expect(['test', 'card']).toContain(misspell('use a test card number', 'short', 28, stop)?.word);
  expect(misspell(question, 'short', 28, stop)).toBeUndefined();
  expect(misspell('go live', 'long', 28, stop)).toBeUndefined();
});
