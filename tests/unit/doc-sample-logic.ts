/**
 * Kinds of sample logic that work once but not in a shop, found in the code blocks of docs/
 * (tests/unit/doc-sample-logic.spec.ts; check:docs runs it on every page).
 *
 * A generic function, one that takes an `order` (or `env`/`config`), must use the values it is
 * given: a literal currency, point of sale, order ID or number, cart ID, billing address or
 * customer inside it charges every order as the sample's one order, and a literal API host sends
 * a live key to the sandbox (401 on the day you go live; docs/get-started/servers.mdx: "keep the
 * base URL and the key in configuration"). Comments may show the sandbox values.
 *
 * Any sample that calls an API reads the status before it trusts the body to be JSON: a proxy's
 * 502 or 503 page is HTML, and `await response.json()` first throws a SyntaxError that hides the
 * status (docs/partials/api-error-handling.mdx).
 */
import type { CodeBlock } from './doc-samples';

export type LogicProblem = { file: string; line: number; message: string };

const scriptLangs = new Set(['js', 'javascript', 'mjs', 'jsx', 'ts', 'typescript', 'tsx']);

/** Keys whose value belongs to one order or one merchant, not to the sample. */
const perOrderKeys = ['currency', 'pointOfSaleId', 'orderId', 'cartId', 'line1', 'postalCode', 'city', 'email', 'name'];
const literalValue = new RegExp(String.raw`\b(${perOrderKeys.join('|')})\s*:\s*(['"])([^'"$]*)\2`, 'g');
const literalHost = /\bfetch\(\s*['"`]https:\/\/(?:sandbox\.)?api\.acmepay\.example/g;
const literalOrder = /['"`][^'"`\n]*(?:[?&]\w+=|\border-)\d{3,}[^'"`\n]*['"`]/g;

/** The code without comments (line numbers kept): comments may show example values. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s;,{(])\/\/.*$/gm, (_c, before: string) => before);
}

/** The index of the brace that closes the one at `open`, or the end of the code. */
function closingBrace(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    if (code[i] === '{') depth += 1;
    else if (code[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return code.length;
}

/** Functions with an `order` parameter: `function f(a, order) {` or `const f = async (order) => {`. */
function genericFunctions(code: string): { name: string; start: number; end: number }[] {
  const found: { name: string; start: number; end: number }[] = [];
  const heads = /(?:function\s+(\w+)\s*\(([^)]*)\)[^{]*\{|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?\(([^)]*)\)[^{=]*=>\s*\{)/g;
  for (const head of code.matchAll(heads)) {
    const params = head[2] ?? head[4] ?? '';
    if (!/\border\b/.test(params)) continue;
    const open = head.index + head[0].length - 1;
    found.push({ name: head[1] ?? head[3] ?? '(anonymous)', start: head.index, end: closingBrace(code, open) });
  }
  return found;
}

/** Literal per-order values, hosts and order numbers inside generic functions of one block. */
export function hardCodedInGenericFunctions(block: CodeBlock): LogicProblem[] {
  if (!scriptLangs.has(block.lang)) return [];
  const code = withoutComments(block.code);
  const problems: LogicProblem[] = [];
  const lineAt = (index: number) => block.line + code.slice(0, index).split('\n').length;
  for (const fn of genericFunctions(code)) {
    const body = code.slice(fn.start, fn.end);
    const at = (index: number) => lineAt(fn.start + index);
    for (const m of body.matchAll(literalValue))
      problems.push({
        file: block.file,
        line: at(m.index),
        message: `${fn.name}(…order…) hard-codes ${m[1]}: '${m[3]}'; take it from the order or the configuration`,
      });
    for (const m of body.matchAll(literalHost))
      problems.push({
        file: block.file,
        line: at(m.index),
        message: `${fn.name}(…order…) calls a literal API host; read the base URL from configuration (a live key on the sandbox host gets 401)`,
      });
    for (const m of body.matchAll(literalOrder))
      problems.push({
        file: block.file,
        line: at(m.index),
        message: `${fn.name}(…order…) hard-codes an order in ${m[0]}; build it from the order`,
      });
  }
  return problems;
}

const jsonBeforeStatus = /await\s+(\w+)\.json\(\);?[^\n]*\n[ \t]*if\s*\(\s*!\s*\1\.ok\s*\)/g;

/** `await response.json()` right before `if (!response.ok)`: a non-JSON error page hides the status. */
export function jsonBeforeStatusCheck(block: CodeBlock): LogicProblem[] {
  if (!scriptLangs.has(block.lang)) return [];
  const code = withoutComments(block.code);
  return [...code.matchAll(jsonBeforeStatus)].map((m) => ({
    file: block.file,
    line: block.line + code.slice(0, m.index).split('\n').length,
    message: `${m[1]}.json() is read before ${m[1]}.ok: read the text, then parse it in a try, so a proxy's HTML error page reports its status`,
  }));
}
