#!/usr/bin/env node
/**
 * The size check (`npm run check:size`; npm test runs it with the static checks): no source file
 * over 600 lines and no function over 150, so that a file has one job and a function can be read
 * in one sitting (issue 31, "A house the next engineer can live in").
 *
 * Reads every JavaScript and TypeScript file git tracks (.ts .tsx .js .mjs .cjs; generated files
 * are not tracked: api/, src/generated/ and the like are ignored by git, and a tracked file whose
 * first lines say "@generated" or "DO NOT EDIT" is passed over) with the TypeScript compiler's
 * parser, and measures
 *   - each file, in lines;
 *   - each function, in lines from its first to its last: declarations, expressions, arrow
 *     functions, methods, accessors and constructors, and so the callbacks of the tests'
 *     `describe` and `test` too. A nested function counts inside its parent as well.
 *
 * It fails on an offender that is not in ALLOWED below, each with the reason it stands. An entry
 * that no longer offends is reported as one to remove (not a failure: the file may have been split
 * on another branch).
 *
 *   npm run check:size             the check
 *   npm run check:size -- --list   every file over 600 and function over 150, allowed or not
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_FILE_LINES = 600;
const MAX_FUNCTION_LINES = 150;
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs)$/;

/**
 * Exceptions that stand, each with its reason. A key is a file (`path`) or a function
 * (`path#name`, the name as this script prints it).
 */
const ALLOWED = new Map([
  // None stands today. An entry: ['path', 'reason'] or ['path#function', 'reason'].
]);

/** Lines in a text, the last line counted whether or not it ends with a newline. */
function countLines(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** A property name, identifier or string literal as text; '' for a computed name. */
function nameText(node) {
  if (!node) return '';
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node) || ts.isStringLiteralLike(node) || ts.isNumericLiteral(node))
    return node.text;
  return '';
}

/** The callee of a call as text, e.g. `test.describe`. */
function calleeText(expression) {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return `${calleeText(expression.expression)}.${expression.name.text}`;
  if (ts.isCallExpression(expression)) return calleeText(expression.expression);
  return '?';
}

/**
 * The name a reader would look for: the function's own name, the variable or property it is
 * assigned to, or, for a callback, the call and its first string argument
 * (`test.describe('checkout')`).
 */
function functionName(node) {
  const own = nameText(node.name);
  if (own) return own;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    const name = nameText(parent.name);
    if (name) return name;
  }
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    return parent.left.getText();
  }
  if (ts.isCallExpression(parent)) {
    const callee = calleeText(parent.expression);
    const label = parent.arguments.find((argument) => ts.isStringLiteralLike(argument) || ts.isTemplateExpression(argument));
    if (!label) return `${callee}(callback)`;
    return `${callee}(${ts.isStringLiteralLike(label) ? JSON.stringify(label.text) : label.getText()})`;
  }
  if (ts.isExportAssignment(parent)) return 'default';
  return '(anonymous)';
}

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.ts')) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS; // .jsx is not used; JS files may hold JSX-free code only
}

/** The functions of one file over the limit: [{ name, line, lines }]. */
function longFunctions(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_FUNCTION_LINES) found.push({ name: functionName(node), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isGenerated(text) {
  const head = text.slice(0, 500);
  return /@generated|DO NOT EDIT/.test(head);
}

function trackedSources() {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((file) => EXTENSIONS.test(file))
    .sort();
}

function main() {
  const listAll = process.argv.includes('--list');
  const offenders = [];
  for (const file of trackedSources()) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree, not yet in the index
    }
    if (isGenerated(text)) continue;
    const lines = countLines(text);
    if (lines > MAX_FILE_LINES) offenders.push({ key: file, what: `file, ${lines} lines` });
    for (const fn of longFunctions(file, text)) {
      offenders.push({ key: `${file}#${fn.name}`, what: `function at line ${fn.line}, ${fn.lines} lines` });
    }
  }

  const offending = new Set(offenders.map((offender) => offender.key));
  const unallowed = offenders.filter((offender) => !ALLOWED.has(offender.key));
  const stale = [...ALLOWED.keys()].filter((key) => !offending.has(key));

  if (listAll) {
    for (const { key, what } of offenders) {
      console.log(`${ALLOWED.has(key) ? 'allowed ' : 'OVER    '} ${key} (${what})`);
    }
  }
  for (const key of stale) {
    console.log(`check:size: ${key} is within the limits now: remove it from ALLOWED in scripts/check/code-size.mjs`);
  }
  if (unallowed.length > 0) {
    console.error(
      `check:size: over the limits (files ${MAX_FILE_LINES} lines, functions ${MAX_FUNCTION_LINES}): split them, ` +
        'or add an entry with its reason to ALLOWED in scripts/check/code-size.mjs',
    );
    for (const { key, what } of unallowed) console.error(`  ${key} (${what})`);
    process.exit(1);
  }
  console.log(
    `check:size: no file over ${MAX_FILE_LINES} lines and no function over ${MAX_FUNCTION_LINES} ` +
      `beyond the ${ALLOWED.size - stale.length} allowed`,
  );
}

main();
