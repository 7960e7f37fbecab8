#!/usr/bin/env node
/**
 * Prints the plain closing line "tests: N passed, N failed, N skipped" from Playwright's JSON
 * reports, summed over the files given (npm test runs the Node tests and the browser tests apart).
 */
import { readFileSync } from 'node:fs';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['test-results/e2e.json'];
const total = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
let unreadable = 0;
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
}
const { expected, unexpected, flaky, skipped } = total;
console.log(`tests: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
if (unreadable > 0) process.exit(1);
