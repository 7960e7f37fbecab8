/**
 * What the renderer did not parse shows up as text: a directive or an admonition written in a
 * syntax MDX 3 does not read (`:::warning Title` with the text on the next line) became a literal
 * paragraph on ten pages before this test. Every built page is read, so a new page is covered.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDir } from '../e2e/fixtures';

const pages = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

test('no built page shows Markdown syntax as text: no paragraph starts with ":::"', () => {
  expect(pages.length).toBeGreaterThan(50);
  const shown = pages.filter((file) => /<p>\s*:::/.test(readFileSync(join(buildDir, file), 'utf8')));
  expect(shown).toEqual([]);
});
