#!/usr/bin/env node
/**
 * Prints the plain closing lines of a test run from Playwright's JSON reports, summed over the files
 * given (npm test runs the Node tests and the browser tests apart): "tests: N passed, N failed, N
 * flaky, N skipped", then the title and first error line of each failed and each flaky test. The
 * names come last on purpose: a CI log is often read from its tail only.
 */
import { readFileSync } from 'node:fs';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['test-results/e2e.json'];
const total = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
const named = { unexpected: [], flaky: [] };
let unreadable = 0;

/** Every test of a report's suite tree, with its file and the titles of the suites around it. */
function* testsOf(suite, titles = []) {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? [])
      yield { file: spec.file, line: spec.line, title: [...here, spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* testsOf(child, here);
}

/** Terminal colour codes (ESC [ ... m) in Playwright's messages. */
const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const firstErrorLine = (test) => {
  for (const result of test.results ?? []) {
    const message = result.error?.message ?? result.errors?.[0]?.message;
    if (message)
      return (
        message
          .replace(ansiColour, '')
          .split('\n')
          .find((line) => line.trim()) ?? ''
      );
  }
  return '';
};

for (const file of files) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`summarize-tests: cannot read ${file}: ${error.message}`);
    unreadable += 1;
    continue;
  }
  for (const key of Object.keys(total)) total[key] += report.stats?.[key] ?? 0;
  for (const suite of report.suites ?? []) {
    for (const { file: where, line, title, test } of testsOf(suite)) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        named[test.status].push(
          `  ${test.projectName ?? ''} ${where}:${line} › ${title}\n      ${firstErrorLine(test).trim().slice(0, 300)}`,
        );
      }
    }
  }
}
const { expected, unexpected, flaky, skipped } = total;
if (named.flaky.length) console.log(`flaky (failed, then passed on the retry):\n${named.flaky.join('\n')}`);
if (named.unexpected.length) console.log(`failed:\n${named.unexpected.join('\n')}`);
console.log(`tests: ${expected + flaky} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped`);
if (unreadable > 0) process.exit(1);
