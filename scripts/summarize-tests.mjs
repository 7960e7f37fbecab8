#!/usr/bin/env node
/** Prints the plain closing line "tests: N passed, N failed, N skipped" from Playwright's JSON report. */
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/e2e.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`summarize-tests: cannot read ${file}: ${error.message}`);
  process.exit(1);
}
const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
console.log(`tests: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
