/** Typed access to config/facts.cjs, the one home of the numbers the docs state. */
import { facts as factData } from './facts.cjs';

export type FactName = keyof typeof factData;
export type Fact = { value: number | number[]; text: string; about: string; statements: RegExp[] };

export const facts: Record<FactName, Fact> = factData;

/** What a page shows for a fact. */
export function factText(name: FactName): string {
  const fact = facts[name];
  if (!fact) throw new Error(`Unknown fact "${name}". The facts are in config/facts.cjs.`);
  return fact.text;
}
