/**
 * Journeys: the runnable samples of a docs page, with the page's journey directives, in page
 * order (tests/unit/journeys.spec.ts runs them against the stateful sandbox).
 *
 * A step is either a fenced block with the meta word `runnable` (curl or Node.js) or an MDX
 * comment directive `{/* journey: ... *\/}`:
 * - `pay SESSION_ID card=4900000000000003 [birthDate=1990-01-01] [challenge] [sets=TRANSACTION_ID]`:
 *   the customer pays the session (or the URL in the variable) on the sandbox's payment page.
 * - `notification transaction.authorized [sets=TRANSACTION_ID=data.transaction.id]`: the step
 *   waits for that notification and reads values from it.
 * A block's `sets="NAME=path OTHER=path"` takes values from its JSON answer (dot paths; `data.0.id`).
 */
import { extractCodeBlocks, parseMeta, type CodeBlock } from './doc-samples';

export const curlLangs = new Set(['bash', 'shell', 'sh', 'curl']);
export const nodeLangs = new Set(['js', 'javascript', 'mjs']);

export type Assignment = { name: string; path: string };

export type SampleStep = { kind: 'sample'; line: number; block: CodeBlock; sets: Assignment[] };
export type PayStep = {
  kind: 'pay';
  line: number;
  target: string;
  card: string;
  birthDate?: string;
  challenge: boolean;
  sets?: string;
};
export type NotificationStep = { kind: 'notification'; line: number; eventType: string; sets: Assignment[] };
export type Step = SampleStep | PayStep | NotificationStep;

/** `A=x.y B=z` -> assignments; a bare name (pay's `sets=TRANSACTION_ID`) has an empty path. */
export function parseAssignments(value: string | undefined): Assignment[] {
  if (!value) return [];
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const [name, ...rest] = pair.split('=');
      if (!name || !/^[A-Z][A-Z0-9_]*$/.test(name))
        throw new Error(`"${pair}": a variable is named in capitals (SESSION_ID=sessionId)`);
      return { name, path: rest.join('=') };
    });
}

/** The value at a dot path (`data.0.id`) of a JSON value. */
export function valueAt(json: unknown, path: string): unknown {
  let current: unknown = json;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The JSON a sample printed: all of stdout, or its last top-level object (pretty-printed or one line). */
export function lastJson(stdout: string): unknown {
  const text = stdout.trim();
  try {
    return JSON.parse(text);
  } catch {
    // fall through
  }
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if (!/^[[{]/.test(lines[i]!)) continue;
    try {
      return JSON.parse(lines.slice(i).join('\n'));
    } catch {
      // an inner line; keep looking upwards
    }
  }
  return undefined;
}

function parseDirective(body: string, line: number, file: string): Step {
  const [verb, ...words] = body.trim().split(/\s+/);
  const options: Record<string, string> = {};
  const bare: string[] = [];
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq > 0) options[word.slice(0, eq)] = word.slice(eq + 1);
    else bare.push(word);
  }
  if (verb === 'pay') {
    const target = bare.find((w) => /^[A-Z][A-Z0-9_]*$/.test(w));
    if (!target || !options.card) throw new Error(`${file}:${line}: journey pay needs a variable and card=<number>`);
    return {
      kind: 'pay',
      line,
      target,
      card: options.card,
      birthDate: options.birthDate,
      challenge: bare.includes('challenge'),
      sets: options.sets,
    };
  }
  if (verb === 'notification') {
    const eventType = bare[0];
    if (!eventType) throw new Error(`${file}:${line}: journey notification needs an event type`);
    const setsAt = body.indexOf('sets=');
    return { kind: 'notification', line, eventType, sets: setsAt < 0 ? [] : parseAssignments(body.slice(setsAt + 5)) };
  }
  throw new Error(`${file}:${line}: unknown journey directive "${verb}" (pay, notification)`);
}

/** The steps of a page for one language (curl or node), in page order. */
export function journeySteps(mdx: string, file: string, language: 'curl' | 'node'): Step[] {
  const langs = language === 'curl' ? curlLangs : nodeLangs;
  const blocks = extractCodeBlocks(mdx, file);
  const steps: Step[] = blocks
    .filter((block) => langs.has(block.lang) && parseMeta(block.meta).words.includes('runnable'))
    .map((block) => ({ kind: 'sample', line: block.line, block, sets: parseAssignments(parseMeta(block.meta).attributes.sets) }));
  // Directives outside code blocks.
  const inCode = new Set<number>();
  for (const block of blocks) {
    const length = block.code.split('\n').length + 2;
    for (let i = 0; i < length; i += 1) inCode.add(block.line + i);
  }
  mdx.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    if (inCode.has(line)) return;
    for (const match of text.matchAll(/\{\/\*\s*journey:\s*([\s\S]*?)\s*\*\/\}/g))
      steps.push(parseDirective(match[1]!, line, file));
  });
  return steps.sort((a, b) => a.line - b.line);
}
