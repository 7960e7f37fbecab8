/**
 * A word that matches nothing is read as a typo of the indexed word nearest to it: same first
 * letter, within typoAllowance edits, then the word held by most sections. The dictionaries come
 * per first letter, whole (the loaded index) or as parts still to fetch (the split index).
 */
import { editDistance, isWholeName, typoAllowance } from './terms';

type Dictionary = readonly (readonly [word: string, sections: number])[];

/**
 * A corrector over `dictionary(letter)` (the words, or the name of the part to load, which is then
 * added to `missing`). Corrections are remembered: they depend only on the index.
 */
export function typoCorrector(dictionary: (letter: string) => Dictionary | string) {
  /** A letter's dictionary by word length, made once per dictionary: a typo reads only the lengths it may reach. */
  const byLength = new WeakMap<object, Map<number, (readonly [string, number])[]>>();
  function ofLength(words: Dictionary, length: number) {
    let lengths = byLength.get(words);
    if (!lengths) {
      lengths = new Map();
      for (const entry of words) {
        const list = lengths.get(entry[0].length) ?? [];
        list.push(entry);
        lengths.set(entry[0].length, list);
      }
      byLength.set(words, lengths);
    }
    return lengths.get(length) ?? [];
  }
  const corrections = new Map<string, string | undefined>();

  return function correction(term: string, missing: Set<string>): string | undefined {
    if (corrections.has(term)) return corrections.get(term);
    const allowed = typoAllowance(term.length);
    if (!allowed) return undefined;
    const words = dictionary(term[0]!);
    if (typeof words === 'string') {
      missing.add(words);
      return undefined;
    }
    let best: { word: string; distance: number; sections: number } | undefined;
    // A method and path is read as a misspelt endpoint, a joined name as a misspelt joined name, a word as a word.
    const whole = isWholeName(term);
    for (let length = term.length - allowed; length <= term.length + allowed; length += 1) {
      for (const [word, sections] of ofLength(words, length)) {
        if (isWholeName(word) !== whole) continue;
        const distance = editDistance(term, word, best ? Math.min(best.distance, allowed) : allowed);
        if (distance > allowed) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance && (sections > best.sections || (sections === best.sections && word < best.word)))
        )
          best = { word, distance, sections };
      }
    }
    corrections.set(term, best?.word);
    return best?.word;
  };
}
