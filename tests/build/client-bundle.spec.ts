/** What the browser bundle leaves out (src/plugins/translate-descriptions), checked on the build. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const buildDir = process.env.TEST_BUILD_DIR ?? 'build';

test("the translators' notes of translated texts are not in the browser's JavaScript; the texts are", () => {
  const folder = join(buildDir, 'assets', 'js');
  const scripts = readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(folder, name), 'utf8') }));
  // The docs pagination's label (theme-classic's DocPaginator): its message ships, its description does not.
  expect(scripts.filter(({ code }) => code.includes('"Docs pages"')).length, 'chunks with the label').toBeGreaterThan(0);
  const withNotes = scripts.filter(({ code }) => code.includes('The ARIA label for'));
  expect(withNotes.map(({ name }) => name)).toEqual([]);
});
