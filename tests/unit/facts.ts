/** Finding the facts of config/facts.cjs in prose (tests/unit/facts.spec.ts). */
import { facts, type Fact, type FactName } from '../../config/facts';

export type Contradiction = { file: string; line: number; fact: FactName; stated: string; message: string };

const FACT_TAG = /<Fact\s+name=["']([^"']+)["']\s*\/>/g;

/** The page as a reader sees it: every <Fact name="x" /> replaced by the fact's text. */
export function renderFacts(text: string): string {
  return text.replace(FACT_TAG, (whole, name: string) => (name in facts ? facts[name as FactName].text : whole));
}

/** The page with every <Fact /> blanked: a text fact's own words never contradict it. */
function withoutFacts(text: string): string {
  return text.replace(FACT_TAG, 'the fact');
}

/** Prose only: fenced code blocks blanked (line numbers kept); code states its own constants. */
function proseOf(text: string): string {
  const lines = text.split('\n');
  let fence: string | undefined;
  return lines
    .map((line) => {
      const open = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (open && open[1]!.startsWith(fence)) fence = undefined;
        return '';
      }
      if (open) {
        fence = open[1]!;
        return '';
      }
      return line;
    })
    .join('\n');
}

const PHP_MINORS = ['7.4', '8.0', '8.1', '8.2', '8.3', '8.4', '8.5'];

/** "8.1 to 8.3", "8.1 or 8.2", "8.1, 8.2 and 8.3", "8.1–8.3" as a sorted list of versions. */
export function parseVersions(stated: string): string[] {
  const found = new Set<string>();
  const parts = stated.split(/\s*(,|\bor\b|\band\b|\bto\b|–)\s*/).filter((part) => part !== '');
  for (let i = 0; i < parts.length; i += 2) {
    const version = parts[i]!;
    found.add(version);
    if ((parts[i + 1] === 'to' || parts[i + 1] === '–') && parts[i + 2]) {
      const from = PHP_MINORS.indexOf(version);
      const to = PHP_MINORS.indexOf(parts[i + 2]!);
      if (from >= 0 && to >= from) PHP_MINORS.slice(from, to + 1).forEach((v) => found.add(v));
    }
  }
  return [...found].sort();
}

function globalOf(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** A stated value that is not the fact's, or undefined when it agrees. */
function disagreement(fact: Fact, stated: string): string | undefined {
  if (fact.kind === 'versions') {
    const expected = [...(fact.value as string[])].sort();
    const got = parseVersions(stated);
    return got.join(',') === expected.join(',') ? undefined : got.join(', ');
  }
  const expected = Array.isArray(fact.value) ? fact.value[0]! : fact.value;
  return Number(stated) === Number(expected) ? undefined : stated;
}

/**
 * Every place where `text` states a fact otherwise: a number or version list that differs from
 * the fact (on the rendered page), or a claim a text fact replaces (outside the <Fact> tags).
 */
export function findContradictions(file: string, text: string): Contradiction[] {
  const rendered = proseOf(renderFacts(text));
  const bare = proseOf(withoutFacts(text));
  const found: Contradiction[] = [];
  for (const [name, fact] of Object.entries(facts) as [FactName, Fact][]) {
    for (const statement of fact.statements ?? []) {
      for (const match of rendered.matchAll(globalOf(statement))) {
        const stated = match[1]!;
        const wrong = disagreement(fact, stated);
        if (wrong === undefined) continue;
        const line = lineOf(rendered, match.index);
        found.push({
          file,
          line,
          fact: name,
          stated: wrong,
          message: `${file}:${line} states ${name} as ${wrong} ("${match[0].trim()}"); config/facts.cjs says ${fact.text} (source: ${fact.source}, checked ${fact.checked}). Write <Fact name="${name}" /> instead.`,
        });
      }
    }
    for (const claim of fact.contradictions ?? []) {
      for (const match of bare.matchAll(globalOf(claim))) {
        const line = lineOf(bare, match.index);
        found.push({
          file,
          line,
          fact: name,
          stated: match[0].trim(),
          message: `${file}:${line} says "${match[0].trim()}", which contradicts ${name} (${fact.about} Source: ${fact.source}; checked ${fact.checked}). Use <Fact name="${name}" /> or say it in agreement with it.`,
        });
      }
    }
  }
  return found;
}

/**
 * Units said twice: a <Fact /> whose text already ends in its unit ("7 days"), followed by that
 * unit again in the prose, renders "7 days days".
 */
export function doubledUnits(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(FACT_TAG)) {
    const name = match[1]!;
    if (!(name in facts)) continue;
    const unit = /^\d[\d.,]* ([a-z]+?)s?$/.exec(facts[name as FactName].text)?.[1];
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 20);
    if (unit && new RegExp(`^\\s*(\\*\\*)?${unit}s?\\b`, 'i').test(after)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${file}:${line}: <Fact name="${name}" /> already says "${facts[name as FactName].text}"`);
    }
  }
  return found;
}
