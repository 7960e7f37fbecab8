/**
 * The Markdown twins of the docs pages (src/plugins/llms-txt/mdx.ts, jsx.ts, components.ts): every
 * component renders what the page shows, from the data the component reads, and a component or
 * an expression the twin cannot render stops the conversion with the file and line.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { mdxResidue, mdxToMarkdown, TwinError } from '../../src/plugins/llms-txt/mdx';
import { MdxSyntaxError, parseMdx } from '../../src/plugins/llms-txt/jsx';
import { facts } from '../../config/facts.cjs';
import { objectNames, transitions } from '../../config/stateModel.cjs';
import { testIdentities } from '../../config/testCardList.cjs';
import { urls } from '../../config/brand';

const siteDir = process.cwd();
const factList = Object.entries(facts as Record<string, { text: string }>);
const [firstFact = '', { text: firstFactText = '' } = { text: '' }] = factList[0] ?? [];

/** Writes MDX files into a fresh folder and converts the first one. */
function convert(files: Record<string, string>, pageUrl = 'https://docs.example/page'): string {
  const dir = mkdtempSync(join(tmpdir(), 'twin-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return mdxToMarkdown(join(dir, Object.keys(files)[0] ?? ''), siteDir, { title: 'Page', pageUrl });
}

/** The problems a conversion stops with (none: an empty list). */
function problemsOf(files: Record<string, string>): string[] {
  try {
    convert(files);
    return [];
  } catch (error) {
    if (error instanceof TwinError) return error.problems;
    throw error;
  }
}

test('the scanner finds elements, attributes and lines, and never looks into code', () => {
  const nodes = parseMdx(
    'import X from "./x";\n\nText `<Inline />` and `{code}`.\n\n```js\n<Fenced />\n{x}\n```\n\n<Box a="1" b={[\'c\']} flag>\n<Fact name="n" />\n</Box>\n{y}',
  );
  const box = nodes.find((node) => node.type === 'element');
  expect(box).toMatchObject({
    name: 'Box',
    line: 10,
    attributes: { a: { kind: 'string', value: '1' }, b: { kind: 'expression', value: "['c']" }, flag: { kind: 'flag' } },
  });
  expect(box?.type === 'element' && box.children.find((child) => child.type === 'element')).toMatchObject({
    name: 'Fact',
    line: 11,
  });
  expect(nodes.filter((node) => node.type === 'expression')).toEqual([{ type: 'expression', value: 'y', line: 13 }]);
  expect(nodes.find((node) => node.type === 'code')).toEqual({ type: 'code', value: '```js\n<Fenced />\n{x}\n```' });
  expect(nodes.map((node) => (node.type === 'text' ? node.value : '')).join('')).not.toContain('import');
});

test('the scanner reports an unclosed or mismatched tag with its line', () => {
  expect(() => parseMdx('a\n\n<Tabs>\ntext')).toThrow(MdxSyntaxError);
  expect(() => parseMdx('a\n\n<Tabs>\ntext')).toThrow('<Tabs> is never closed');
  try {
    parseMdx('<A>\n\n</B>');
  } catch (error) {
    expect((error as MdxSyntaxError).line).toBe(3);
  }
});

test('a fact shows its value from config/facts.cjs, inline in the sentence', () => {
  expect(firstFact).not.toBe('');
  const markdown = convert({ 'page.mdx': `Capture within <Fact name="${firstFact}" /> of the authorization.` });
  expect(markdown).toContain(`Capture within ${firstFactText} of the authorization.`);
});

test('the state model is a table per object, every transition of config/stateModel.cjs in it', () => {
  const markdown = convert({ 'page.mdx': "<StateModel objects={['session', 'payout']} />" });
  for (const object of ['session', 'payout'] as const) {
    expect(markdown).toContain(`**${objectNames[object]}**`);
    for (const transition of transitions.filter((t: { object: string }) => t.object === object))
      expect(markdown).toContain(transition.then.replace(/\|/g, '\\|'));
  }
  expect(markdown).toContain('| Step | Notification | What your system does |');
  expect(problemsOf({ 'page.mdx': "<StateModel objects={['sesion']} />" })[0]).toMatch(
    /page\.mdx:1: <StateModel> unknown object sesion/,
  );
});

test('the test identities are a table of every identity', () => {
  const markdown = convert({ 'page.mdx': '<TestIdentityTable />' });
  for (const identity of testIdentities) expect(markdown).toContain(`| \`${identity.birthDate}\` | \`${identity.result}\` |`);
});

test("tabs become a bold label before their code; a partial is inlined with the page's sample in place of its own", () => {
  const markdown = convert({
    'page.mdx':
      "import Part from './part.mdx';\n\n<Part>\n\nThe page's own sample.\n\n</Part>\n\n<Tabs>\n<TabItem value=\"nodejs\">\n\n```js\nx\n```\n\n</TabItem>\n</Tabs>",
    'part.mdx':
      "export function RequestSample({ override, children }) {\n  return override ?? children;\n}\n\nBefore.\n\n<RequestSample override={props.children}>\n\nThe partial's sample.\n\n</RequestSample>\n\n<ForTheSampleRequest overridden={props.children}>\n\nThe answer to the partial's sample.\n\n</ForTheSampleRequest>",
  });
  expect(markdown).toContain("Before.\n\nThe page's own sample.");
  expect(markdown).not.toContain("The partial's sample");
  expect(markdown).not.toContain("The answer to the partial's sample");
  expect(markdown).toMatch(/\*\*Node\.js\*\*\n\n```js\nx\n```/);
  expect(markdown).not.toContain('export function');
});

test('an interactive demo is one line that says what it is and links the page', () => {
  const markdown = convert({ 'page.mdx': 'Paste it here:\n\n<SignatureChecker />' }, 'https://docs.example/webhook');
  expect(markdown).toMatch(
    /\*Interactive on the page: a signature checker\..*\[Use it on the page\]\(https:\/\/docs\.example\/webhook\)\.\*/,
  );
});

test('a component without a Markdown rendering stops the twin, naming the file, the line and the component', () => {
  const problems = problemsOf({ 'page.mdx': '---\ntitle: T\n---\n\nText.\n\n<PriceCalculator currency="EUR" />' });
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/page\.mdx:7: <PriceCalculator> has no Markdown rendering/);
  expect(problemsOf({ 'page.mdx': 'A <Fact name="noSuchFact" /> here.' })[0]).toMatch(
    /page\.mdx:1: <Fact> names the unknown fact "noSuchFact"/,
  );
});

test('a JSX expression left in prose stops the twin; comments, strings and imported config values do not', () => {
  const problems = problemsOf({
    'page.mdx': 'Intro.\n\n<table>\n  {rows.map((row) => <tr>{row}</tr>)}\n</table>\n\nSee <a href={site.url}>the site</a>.',
  });
  expect(problems).toEqual([
    expect.stringMatching(/page\.mdx:4: the JSX expression \{rows\.map/),
    expect.stringMatching(/page\.mdx:7: the JSX expression \{site\.url\}/),
  ]);
  const markdown = convert({
    'page.mdx': `import { urls } from '@site/config/brand';\n\n## Heading {/* #heading */}\n\nSay {'hello'}. The repository: <a href={urls.docsRepository}>{urls.docsRepository}</a>.`,
  });
  expect(markdown).toContain('## Heading\n');
  expect(markdown).toContain(`Say hello. The repository: [${urls.docsRepository}](${urls.docsRepository}).`);
  // The value is known only when the page imports it from its module.
  expect(problemsOf({ 'page.mdx': 'The repository: {urls.docsRepository}.' })).toHaveLength(1);
});

test('the residue check sees JSX and expressions outside code, and nothing in code', () => {
  expect(mdxResidue('Text <Fact name="x" /> and {y}.')).toHaveLength(2);
  expect(mdxResidue('Text `<Fact />` and `{y}`.\n\n```js\n<Fact />\n```')).toEqual([]);
});

/** Every docs MDX file. */
function docsFiles(dir = join(siteDir, 'docs')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? docsFiles(path) : path.endsWith('.mdx') ? [path] : [];
  });
}

test('every docs page converts, shows each of its facts and keeps no blank where a component was', () => {
  const problems: string[] = [];
  for (const file of docsFiles()) {
    const markdown = mdxToMarkdown(file, siteDir, { title: 'Page', pageUrl: 'https://docs.example/page' });
    const source = readFileSync(file, 'utf8').replace(/^(`{3,}|~{3,})[\s\S]*?^\1/gm, '');
    for (const [, name = ''] of source.matchAll(/<Fact\s+name="(\w+)"/g)) {
      const text = (facts as Record<string, { text: string } | undefined>)[name]?.text;
      if (!text || !markdown.includes(text)) problems.push(`${file}: the fact ${name} ("${text}") is missing`);
    }
    for (const residue of mdxResidue(markdown)) problems.push(`${file}: MDX left: ${residue}`);
    const blank = /\b(?:within|after|for|than|of) {2,}\S|\( by\b|\*\*\*\*/.exec(markdown);
    if (blank) problems.push(`${file}: a blank near "${markdown.slice(blank.index - 30, blank.index + 30)}"`);
  }
  expect(problems).toEqual([]);
});
