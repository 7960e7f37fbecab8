/** Finding the facts of config/facts.cjs in prose (tests/unit/facts.spec.ts). */
import { facts, type FactName } from '../../config/facts';

export type Contradiction = { file: string; line: number; fact: FactName; stated: number; message: string };

/** The page as a reader sees it: every <Fact name="x" /> replaced by the fact's text. */
export function renderFacts(text: string): string {
  return text.replace(/<Fact\s+name=["']([^"']+)["']\s*\/>/g, (whole, name: string) =>
    name in facts ? facts[name as FactName].text : whole,
  );
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

export function findContradictions(file: string, text: string): Contradiction[] {
  const prose = proseOf(text);
  const found: Contradiction[] = [];
  for (const [name, fact] of Object.entries(facts) as [FactName, (typeof facts)[FactName]][]) {
    const expected = Array.isArray(fact.value) ? fact.value[0]! : fact.value;
    for (const statement of fact.statements) {
      const global = new RegExp(statement.source, statement.flags.includes('g') ? statement.flags : `${statement.flags}g`);
      for (const match of prose.matchAll(global)) {
        const stated = Number(match[1]);
        if (stated === expected) continue;
        const line = prose.slice(0, match.index).split('\n').length;
        found.push({
          file,
          line,
          fact: name,
          stated,
          message: `${file}:${line} states ${name} as ${stated} ("${match[0].trim()}"); config/facts.cjs says ${fact.text}. Write <Fact name="${name}" /> instead of the number.`,
        });
      }
    }
  }
  return found;
}
