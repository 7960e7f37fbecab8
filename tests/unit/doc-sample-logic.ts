/**
 * Kinds of sample logic that work once but not in a shop, found in the code blocks of docs/
 * (tests/unit/doc-sample-logic.spec.ts; check:docs runs it on every page).
 *
 * A function that takes the order (or the cart, basket, customer, checkout, sign-up or seat hold)
 * as a parameter, in any language of the samples, must use the values it is given: a literal
 * currency, point of sale, order ID or number, cart ID, billing address, customer or age limit
 * inside it charges every order as the sample's one order (and attaches one customer's address,
 * 3-D Secure data, to every payment). Any generic function, one with parameters whatever they are
 * called (`capture(apiKey, transactionId)` too), must not call a literal API host: it sends a
 * live key to the sandbox (401 on the day you go live; docs/get-started/servers.mdx: "keep the
 * base URL and the key in configuration"). A runnable sample is top-level code, or a function
 * without parameters such as Go's `main()`: it names the sandbox host and the journeys
 * (tests/unit/journeys.spec.ts) run it as printed. Comments may show the sandbox values. This is the one home of that
 * rule; tests/unit/sample-rules.ts keeps the rules on prose and session handling.
 *
 * Any sample that calls an API reads the status before it trusts the body to be JSON: a proxy's
 * 502 or 503 page is HTML, and `await response.json()` first throws a SyntaxError that hides the
 * status (docs/partials/api-error-handling.mdx).
 */
import type { CodeBlock } from './doc-samples';

export type LogicProblem = { file: string; line: number; message: string };

const scriptLangs = new Set(['js', 'javascript', 'mjs', 'jsx', 'ts', 'typescript', 'tsx']);
/** Languages whose functions end by indentation, not by a closing brace. */
const indentLangs = new Set(['python', 'py', 'ruby', 'rb']);
/** Languages with `#` line comments. */
const hashCommentLangs = new Set(['python', 'py', 'ruby', 'rb', 'php']);
/** Languages whose samples this rule reads: every server language of the docs' tabs. */
const codeLangs = new Set([...scriptLangs, ...indentLangs, 'php', 'go', 'csharp', 'cs', 'java', 'kotlin', 'kt', 'swift']);

/** Keys whose value belongs to one order, one customer or one merchant, not to the sample. */
const perOrderKeys = [
  'currency',
  'pointOfSaleId',
  'point_of_sale_id',
  'orderId',
  'order_id',
  'cartId',
  'cart_id',
  'line1',
  'line2',
  'postalCode',
  'postal_code',
  'city',
  'email',
  'phone',
  'name',
  'minimumAge',
  'minimum_age',
];
/** `key: 'x'`, `"key" => 'x'`, `"key": 18`, `key = "x"`: a quoted literal or a number. */
const literalValue = new RegExp(
  String.raw`["']?\b(${perOrderKeys.join('|')})\b["']?\s*(?::|=>|=(?![=>]))\s*(?:(['"])([^'"$\n]*)\2|(\d+)\b)`,
  'g',
);
const literalHost = /['"`]https:\/\/(?:sandbox\.)?api\.acmepay\.example/g;
const literalOrder = /['"`][^'"`\n]*(?:[?&]\w+=|\border-)\d{3,}[^'"`\n]*['"`]/g;
/** A parameter that carries the one order the function is called for. */
const orderParam = /\$?\b(?:order|cart|basket|customer|checkout|signup|hold)\b/i;

/** The code without comments (line numbers kept): comments may show example values. */
function withoutComments(code: string, lang = 'js'): string {
  const stripped = code
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[\s;,{(])\/\/.*$/gm, (_c, before: string) => before);
  return hashCommentLangs.has(lang) ? stripped.replace(/(^|\s)#(?!\[).*$/gm, (_c, before: string) => before) : stripped;
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

/** The index where an indented body (Python, Ruby) that starts after `head` ends. */
function indentedEnd(code: string, headStart: number, headEnd: number): number {
  const own = headStart - (code.lastIndexOf('\n', headStart - 1) + 1);
  const bodyLine = /\n([ \t]*)(\S)/g;
  bodyLine.lastIndex = headEnd;
  for (let m = bodyLine.exec(code); m; m = bodyLine.exec(code)) {
    if (m[1]!.length <= own) return m.index;
  }
  return code.length;
}

/**
 * Functions with parameters, in every language of the samples (`orderLike` when one of them
 * carries the order):
 * `function f(a, order) {`, `const f = async (order) => {`, `function f($order) {` (PHP),
 * `def f(order):` (Python, Ruby), `func f(order Order) ... {` (Go),
 * `public async Task<X> F(Order order) {` (C#, Java, Kotlin, Swift `func f(order: Order) {`).
 */
type GenericFunction = { name: string; start: number; end: number; orderLike: boolean };

function genericFunctions(code: string, lang: string): GenericFunction[] {
  const found: GenericFunction[] = [];
  const heads =
    /(?:\bfunction\s+(\w+)\s*\(([^)]*)\)|\b(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?\(([^)]*)\)[^{=\n]*=>|\bdef\s+(\w+)\s*\(([^)]*)\)|\bfunc\s+(?:\([^)]*\)\s*)?(\w+)\s*\(([^)]*)\)|\b(?:public|private|protected|internal|static|fun)\b[^(\n=;]*?\b(\w+)\s*\(([^)]*)\))/g;
  for (const head of code.matchAll(heads)) {
    const params = head[2] ?? head[4] ?? head[6] ?? head[8] ?? head[10] ?? '';
    if (params.trim() === '') continue;
    const orderLike = orderParam.test(params);
    const name = head[1] ?? head[3] ?? head[5] ?? head[7] ?? head[9] ?? '(anonymous)';
    const headEnd = head.index + head[0].length;
    if (indentLangs.has(lang)) {
      found.push({ name, start: head.index, end: indentedEnd(code, head.index, headEnd), orderLike });
      continue;
    }
    const open = code.indexOf('{', headEnd);
    if (open < 0) continue;
    found.push({ name, start: head.index, end: closingBrace(code, open), orderLike });
  }
  return found;
}

/** Literal hosts inside generic functions, per-order values and order numbers inside those that take the order. */
export function hardCodedInGenericFunctions(block: CodeBlock): LogicProblem[] {
  if (!codeLangs.has(block.lang)) return [];
  const code = withoutComments(block.code, block.lang);
  const problems: LogicProblem[] = [];
  const lineAt = (index: number) => block.line + code.slice(0, index).split('\n').length;
  for (const fn of genericFunctions(code, block.lang)) {
    const body = code.slice(fn.start, fn.end);
    const at = (index: number) => lineAt(fn.start + index);
    for (const m of body.matchAll(literalHost))
      problems.push({
        file: block.file,
        line: at(m.index),
        message: `${fn.name}(…) takes parameters but calls a literal API host; read the base URL from configuration (a live key on the sandbox host gets 401)`,
      });
    if (!fn.orderLike) continue;
    for (const m of body.matchAll(literalValue))
      problems.push({
        file: block.file,
        line: at(m.index),
        message: `${fn.name}(…order…) hard-codes ${m[1]}: ${m[3] === undefined ? m[4] : `'${m[3]}'`}; take it from the order or the configuration`,
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
/** `response = await fetch(...)`: the response whose status must be read before its body. */
const fetchedResponse = /\b(\w+)\s*=\s*await\s+fetch\s*\(/g;
/** `.then((r) => r.json())`: the body parsed whatever the status. */
/** `(await fetch(...)).json()`: no name to read the status from. */
const awaitedJson = /\(\s*await\s+fetch\s*\([^\n]*\)\s*\)\.json\(\)/g;
const thenJson = /\.then\(\s*(?:async\s*)?\(?\s*(\w+)\s*\)?\s*=>\s*\1\.json\(\)\s*\)/g;

/**
 * `await response.json()` right before `if (!response.ok)`: a non-JSON error page hides the status.
 * And any fetch, to Acme or to the shop's own server (`fetch('/checkout/session')` in the
 * browser), whose body is parsed with no look at `ok` or `status` before: a 500 or a login
 * redirect turns into a SyntaxError or an `undefined` sessionId, and the page goes on with it.
 */
export function jsonBeforeStatusCheck(block: CodeBlock): LogicProblem[] {
  if (!scriptLangs.has(block.lang)) return [];
  const code = withoutComments(block.code);
  const lineAt = (index: number) => block.line + code.slice(0, index).split('\n').length;
  const problems = [...code.matchAll(jsonBeforeStatus)].map((m) => ({
    file: block.file,
    line: lineAt(m.index),
    message: `${m[1]}.json() is read before ${m[1]}.ok: read the text, then parse it in a try, so a proxy's HTML error page reports its status`,
  }));
  const flagged = new Set(problems.map((p) => p.line));
  for (const m of code.matchAll(fetchedResponse)) {
    const name = m[1]!;
    const rest = code.slice(m.index + m[0].length);
    const json = new RegExp(String.raw`\b${name}\.json\(\)`).exec(rest);
    if (!json) continue;
    const before = rest.slice(0, json.index);
    if (new RegExp(String.raw`\b${name}\.(?:ok|status)\b`).test(before)) continue;
    const line = lineAt(m.index + m[0].length + json.index);
    if (flagged.has(line)) continue;
    problems.push({
      file: block.file,
      line,
      message: `${name}.json() is read without checking ${name}.ok: an error answer (500, a login page) becomes a SyntaxError or undefined values; check ${name}.ok first and tell the customer what to do`,
    });
  }
  for (const m of code.matchAll(thenJson))
    problems.push({
      file: block.file,
      line: lineAt(m.index),
      message: `.then((${m[1]}) => ${m[1]}.json()) parses the body whatever the status: check ${m[1]}.ok first and tell the customer what to do`,
    });
  for (const m of code.matchAll(awaitedJson))
    problems.push({
      file: block.file,
      line: lineAt(m.index),
      message:
        '(await fetch(...)).json() parses the body whatever the status: keep the response, check its ok first and tell the customer what to do',
    });
  return problems.sort((a, b) => a.line - b.line);
}
