/**
 * The Markdown twins in the build say what their pages show: each fact of a docs page with its
 * value, the tables the components draw (state model, test identities, error catalogue), no blank
 * where a component was and no JSX expression outside code. See src/plugins/llms-txt/components.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { twinFileOf } from '../../src/plugins/llms-txt/twins';
import { facts } from '../../config/facts.cjs';
import { objectNames, transitions } from '../../config/stateModel.cjs';
import { testIdentities } from '../../config/testCardList.cjs';

const buildDir = process.env.TEST_BUILD_DIR ?? 'build';
const factTexts = facts as Record<string, { text: string } | undefined>;

/** Text outside fenced code blocks, with inline code spans emptied. */
function proseOf(markdown: string): string {
  return markdown
    .replace(/^[ \t]*(`{3,}|~{3,})[\s\S]*?^[ \t]*\1[`~]*[ \t]*$/gm, '')
    .replace(/(`+)[\s\S]*?\1/g, '``');
}

/** Every docs page: its MDX source and its twin in the build (docs/a/index.mdx is /a). */
function docsPages(dir = 'docs'): { source: string; twin: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return docsPages(path);
    if (!path.endsWith('.mdx')) return [];
    const route = `/${relative('docs', path)
      .replace(/\.mdx$/, '')
      .replace(/(^|\/)index$/, '')}`;
    return [{ source: path, twin: join(buildDir, twinFileOf(route)) }];
  });
}

/** A gap a removed component leaves: "within  of", "( by default", "****". */
const blank = /\b(?:within|after|for|than|of|is|at) {2,}\S|\( (?:by|of)\b|\*\*\*\*| \.(?:\s|$)/m;

test('every docs page has its twin, and the twin shows the value of each <Fact> of the page', () => {
  const problems: string[] = [];
  const pages = docsPages();
  expect(pages.length).toBeGreaterThan(40);
  for (const { source, twin } of pages) {
    if (!existsSync(twin)) {
      problems.push(`${source}: no twin at ${twin}`);
      continue;
    }
    const markdown = readFileSync(twin, 'utf8');
    const mdx = readFileSync(source, 'utf8').replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, '');
    for (const [, name = ''] of mdx.matchAll(/<Fact\s+name="(\w+)"\s*\/>/g)) {
      const text = factTexts[name]?.text;
      if (!text || !markdown.includes(text)) problems.push(`${twin}: the fact ${name} ("${text}") is not in the twin`);
    }
  }
  expect(problems).toEqual([]);
});

test('no twin has a blank where a component was, or a JSX expression outside code', () => {
  const problems: string[] = [];
  const twins = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? twins(path) : path.endsWith('.md') ? [path] : [];
    });
  for (const file of twins(buildDir)) {
    const prose = proseOf(readFileSync(file, 'utf8'));
    const gap = blank.exec(prose);
    if (gap) problems.push(`${file}: a blank near "${prose.slice(gap.index - 30, gap.index + 30)}"`);
    // API twins name path parameters in prose (/v1/transactions/{transactionId}); the docs do not.
    const expression = /(?<!\\)\{[^}\n]*\}?/.exec(relative(buildDir, file).startsWith('api') ? '' : prose);
    if (expression) problems.push(`${file}: a JSX expression "${expression[0]}"`);
  }
  expect(problems).toEqual([]);
});

test('the gap check sees the blanks the twins had (the check above can fail)', () => {
  for (const text of ['Capture within  of the authorization.', 'expires at `expiresAt` ( by default', 'more than **** away'])
    expect(blank.test(proseOf(text)), text).toBe(true);
  expect(blank.test(proseOf('Capture within 7 days of the authorization.'))).toBe(false);
});

test('the state tables, the test identities and the error catalogue are in their twins', () => {
  const flow = readFileSync(join(buildDir, 'partials/payment-session-flow.md'), 'utf8');
  for (const object of ['session', 'paymentLink'] as const) {
    expect(flow).toContain(`**${objectNames[object]}**`);
    for (const transition of transitions.filter((t: { object: string }) => t.object === object))
      expect(flow).toContain(transition.then.replace(/\|/g, '\\|'));
  }
  const testing = readFileSync(join(buildDir, 'get-started/set-up-acme/testing.md'), 'utf8');
  for (const identity of testIdentities) expect(testing).toContain(`| \`${identity.birthDate}\` | \`${identity.result}\` |`);
  const errorCode = readFileSync(join(buildDir, 'api/schemas/errorcode.md'), 'utf8');
  const { codes } = JSON.parse(readFileSync('generated/data/errorCodes.json', 'utf8')) as { codes: { code: string; httpStatus: number }[] };
  expect(codes.length).toBeGreaterThan(0);
  expect(errorCode).toContain('## Error codes');
  for (const { code, httpStatus } of codes) expect(errorCode).toContain(`| \`${code}\` | ${httpStatus} |`);
});
