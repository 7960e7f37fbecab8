/**
 * The browser examples of the acme.js reference type-check against static/acme.d.ts.
 *
 * Every fenced block whose meta contains the word `typecheck` in docs/js/**.mdx is written to a
 * temporary directory as its own `.js` file with `// @ts-check`, next to a copy of acme.d.ts and
 * a tsconfig (allowJs, checkJs, strict, noEmit, lib DOM + ES2022). The TypeScript compiler API
 * then reports every diagnostic: there must be none. A deliberately wrong snippet proves that
 * the check can fail. Runs in Node; no browser is started.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs/js');
const declarationFile = path.join(root, 'static/acme.d.ts');

/** How many typecheck blocks the pages hold today; fewer means examples were lost or their fences broke. */
const minimumBlocks = 25;

type Snippet = { name: string; source: string; code: string };

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** Fenced code blocks with `typecheck` in their meta, with the fence's indentation removed. */
function extractTypecheckBlocks(file: string): Snippet[] {
  const text = readFileSync(file, 'utf8');
  const fence = /^([ \t]*)(`{3,}|~{3,})([^\n]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm;
  const relative = path.relative(root, file);
  const snippets: Snippet[] = [];
  for (const match of text.matchAll(fence)) {
    const [, indent = '', , info = '', body = ''] = match;
    if (!/(^|\s)typecheck(\s|$)/.test(info)) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const code = body
      .split('\n')
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join('\n');
    const title = /title="([^"]*)"/.exec(info)?.[1] ?? 'untitled';
    snippets.push({ name: `${relative}:${line} (${title})`, source: relative, code });
  }
  return snippets;
}

const compilerOptions: ts.CompilerOptions = {
  allowJs: true,
  checkJs: true,
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // Each snippet is its own module, so two examples may both declare `const acme`.
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.dom.d.ts', 'lib.es2022.d.ts'],
  types: [],
};

/** Writes the snippets, acme.d.ts and a tsconfig to a temp dir and returns every diagnostic, formatted. */
function typecheck(snippets: Snippet[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'acme-js-examples-'));
  try {
    writeFileSync(path.join(dir, 'acme.d.ts'), readFileSync(declarationFile, 'utf8'));
    const files = snippets.map((snippet, index) => {
      const file = path.join(dir, `example-${String(index + 1).padStart(2, '0')}.js`);
      writeFileSync(file, `// @ts-check\n// ${snippet.name}\n${snippet.code}\n`);
      return file;
    });
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify(
        {
          compilerOptions: {
            allowJs: true,
            checkJs: true,
            strict: true,
            noEmit: true,
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            moduleDetection: 'force',
            lib: ['DOM', 'ES2022'],
            types: [],
          },
          include: ['*.js', 'acme.d.ts'],
        },
        null,
        2,
      ),
    );
    const parsed = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), compilerOptions, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    });
    if (!parsed) throw new Error('tsconfig could not be read');
    expect(parsed.fileNames.length).toBe(files.length + 1);
    const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
    const byFile = new Map(files.map((file, index) => [path.resolve(file), snippets[index]?.name ?? file]));
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const where = byFile.get(path.resolve(diagnostic.file.fileName)) ?? path.basename(diagnostic.file.fileName);
      // Line numbers below are of the snippet (the two header lines are not counted).
      return `${where} line ${line - 1}, col ${character + 1}: TS${diagnostic.code} ${message}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const snippets = mdxFiles(docsDir).flatMap(extractTypecheckBlocks);

test('the acme.js pages have the expected number of typecheck examples', () => {
  expect(snippets.length, snippets.map((s) => s.name).join('\n')).toBeGreaterThanOrEqual(minimumBlocks);
  const sources = new Set(snippets.map((s) => s.source));
  expect([...sources].sort()).toEqual(['docs/js/index.mdx', 'docs/js/partials/javascript-events.mdx']);
});

test('every typecheck example type-checks against static/acme.d.ts with zero diagnostics', () => {
  test.setTimeout(120_000);
  expect(typecheck(snippets)).toEqual([]);
});

test('a wrong example produces diagnostics (the check can fail)', () => {
  test.setTimeout(120_000);
  const wrong: Snippet[] = [
    {
      name: 'misspelled field type',
      source: 'negative',
      code: "const acme = Acme('ses_8Jd2Kq7Lm4Xp9Vb3Rt');\nacme.fields.create('cardNumbr');",
    },
    {
      name: 'unknown event and wrong payload field',
      source: 'negative',
      code: [
        "const acme = Acme('ses_8Jd2Kq7Lm4Xp9Vb3Rt');",
        "acme.on('paymentSucceeded', () => {});",
        "acme.on('paymentFailed', (event) => console.log(event.declineCode));",
      ].join('\n'),
    },
    {
      name: 'result status that does not exist',
      source: 'negative',
      code: [
        "const result = await Acme('ses_8Jd2Kq7Lm4Xp9Vb3Rt').submit();",
        "if (result.status === 'succeeded') console.log(result);",
      ].join('\n'),
    },
  ];
  const diagnostics = typecheck(wrong);
  // One diagnostic per mistake, each attributed to its snippet.
  expect(diagnostics, diagnostics.join('\n')).toHaveLength(4);
  expect(diagnostics.some((d) => d.startsWith('misspelled field type') && d.includes('TS2345'))).toBe(true);
  expect(diagnostics.some((d) => d.startsWith('unknown event') && d.includes('"paymentSucceeded"'))).toBe(true);
  expect(diagnostics.some((d) => d.includes("'declineCode'") && d.includes('TS2339'))).toBe(true);
  expect(diagnostics.some((d) => d.startsWith('result status') && d.includes('TS2367'))).toBe(true);
});

test('the extractor finds fenced typecheck blocks, indented ones included, and skips others', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'acme-js-extract-'));
  try {
    const file = path.join(dir, 'sample.mdx');
    writeFileSync(
      file,
      [
        '```js title="a" typecheck',
        'const a = 1;',
        '```',
        '',
        '```js title="b"',
        'const b = 2;',
        '```',
        '',
        '<div>',
        '',
        '  ```js typecheck',
        '  const c = 3;',
        '  ```',
        '',
        '</div>',
      ].join('\n'),
    );
    const found = extractTypecheckBlocks(file);
    expect(found.map((s) => s.code)).toEqual(['const a = 1;', 'const c = 3;']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
