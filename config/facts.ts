/** Typed access to config/facts.cjs, the one home of the facts the docs state. */
import { facts as factData } from './facts.cjs';

export type FactName = keyof typeof factData;
export type Fact = {
  /** `number` (the default), `versions` (a list of `x.y` versions) or `text` (a rule in words). */
  kind?: 'number' | 'versions' | 'text';
  value: number | number[] | string | string[];
  text: string;
  about: string;
  /** Where the fact comes from: a document and section, or a URL. */
  source: string;
  /** The day (YYYY-MM-DD) the fact was last compared with its source. */
  checked: string;
  /** number and versions: patterns that find the fact stated in prose, the stated value in group 1. */
  statements?: RegExp[];
  /** text: patterns that find a stale or wrong claim the fact replaces. */
  contradictions?: RegExp[];
};

// The module is CommonJS, so TypeScript widens `kind` to string; the entries are written to this type.
export const facts = factData as Record<FactName, Fact>;

/** What a page shows for a fact. */
export function factText(name: FactName): string {
  const fact = facts[name];
  if (!fact) throw new Error(`Unknown fact "${name}". The facts are in config/facts.cjs.`);
  return fact.text;
}
