/**
 * The API samples in the docs compile, and there are enough of them.
 *
 * Every fenced block with the meta word `runnable` in docs/**.mdx is checked here or run
 * elsewhere:
 * - curl (bash, shell, sh, curl) and Node (js, javascript, mjs): run in page order against the
 *   stateful sandbox, as journeys, by tests/unit/journeys.spec.ts (IDs flow between steps, so a
 *   sample cannot run on its own).
 * - php: `php -l`; go: `gofmt -e` (plus `go vet` when go is installed); csharp: compiled with the
 *   .NET SDK when present (Mono's mcs only understands C# 7, so top-level programs are skipped).
 *   A missing toolchain skips the language with the reason: scripts/check/ensure-toolchains.sh installs them.
 * A runnable block in a language no runner handles fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runCommand, type RunResult } from './run-command';
import { extractCodeBlocks, hardenCurl, hasMetaWord, parseMeta, type CodeBlock } from './doc-samples';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
/** Fewer runnable samples than this per runner means the test could pass without testing much. */
const minimumSamples = 10;
/** Longest a single sample may run. */
const sampleTimeoutMs = 20_000;

const curlLangs = new Set(['bash', 'shell', 'sh', 'curl']);
const nodeLangs = new Set(['js', 'javascript', 'mjs']);
const csharpLangs = new Set(['csharp', 'cs', 'c#']);

// ---------------------------------------------------------------------------------------------
// Collecting the samples (at load time, so that each becomes its own test)

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(dir, name))
    .sort();
}

const runnable: CodeBlock[] = mdxFiles(docsDir).flatMap((file) =>
  extractCodeBlocks(readFileSync(file, 'utf8'), path.relative(root, file).split(path.sep).join('/')).filter((block) =>
    hasMetaWord(block, 'runnable'),
  ),
);
const titleOf = (block: CodeBlock) => `${block.file}:${block.line} ${block.lang}`;
const curlBlocks = runnable.filter((b) => curlLangs.has(b.lang));
const nodeBlocks = runnable.filter((b) => nodeLangs.has(b.lang));
const phpBlocks = runnable.filter((b) => b.lang === 'php');
const goBlocks = runnable.filter((b) => b.lang === 'go');
const csharpBlocks = runnable.filter((b) => csharpLangs.has(b.lang));
const otherBlocks = runnable.filter(
  (b) => !curlLangs.has(b.lang) && !nodeLangs.has(b.lang) && !csharpLangs.has(b.lang) && !['php', 'go'].includes(b.lang),
);

// ---------------------------------------------------------------------------------------------
// Helpers

/** Runs a command without blocking the event loop. */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}) {
  return runCommand(command, args, { ...options, timeoutMs: options.timeoutMs ?? sampleTimeoutMs });
}

function onPath(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
}

/** The environment for the samples: no NODE_OPTIONS from the test runner, no proxies. */
function sampleEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost' };
  for (const key of ['NODE_OPTIONS', 'HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'ALL_PROXY', 'all_proxy'])
    delete env[key];
  return env;
}

function report(block: CodeBlock, result: RunResult, extra = ''): string {
  const status = result.timedOut ? `timed out after ${sampleTimeoutMs} ms` : `exit ${result.code ?? result.signal}`;
  return [
    `${titleOf(block)} ${parseMeta(block.meta).attributes.title ?? ''}`.trim(),
    `$ ${result.command} -> ${status}`,
    `--- stdout ---\n${result.stdout.trim() || '(empty)'}`,
    `--- stderr ---\n${result.stderr.trim() || '(empty)'}`,
    extra,
  ]
    .filter(Boolean)
    .join('\n');
}

function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'doc-sample-'));
  return fn(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

// ---------------------------------------------------------------------------------------------
// extractCodeBlocks itself

test('extractCodeBlocks: indented blocks in JSX, meta words and attributes, nested and ~~~ fences', () => {
  const mdx = [
    '---', // 1
    'title: "Fixture"', // 2
    '---', // 3
    '', // 4
    '<ServerCodeTabs>', // 5
    '  <TabItem value="curl">', // 6
    '', // 7
    '  ```bash title="Create a session" runnable', // 8
    '  curl https://sandbox.api.acmepay.example/v1/sessions \\', // 9
    '    --request POST', // 10
    '', // 11
    '    --data \'{"amount": 12500}\'', // 12
    '  ```', // 13
    '', // 14
    '  </TabItem>', // 15
    '</ServerCodeTabs>', // 16
    '', // 17
    '```js title="runnable in the browser only"', // 18
    'acme.mount("#card");', // 19
    '```', // 20
    '', // 21
    '````md title="How to mark a sample"', // 22
    '```js runnable', // 23
    'console.log(1);', // 24
    '```', // 25
    '````', // 26
    '', // 27
    '\t~~~PHP runnable showLineNumbers', // 28
    '\t<?php', // 29
    '\techo 1;', // 30
    '\t~~~', // 31
  ].join('\n');
  const blocks = extractCodeBlocks(mdx, 'docs/fixture.mdx');
  expect(blocks.map((b) => [b.line, b.lang, b.meta])).toEqual([
    [8, 'bash', 'title="Create a session" runnable'],
    [18, 'js', 'title="runnable in the browser only"'],
    [22, 'md', 'title="How to mark a sample"'],
    [28, 'php', 'runnable showLineNumbers'],
  ]);
  const [curl, browser, markdown, php] = blocks;
  expect(curl?.file).toBe('docs/fixture.mdx');
  // The JSX indentation (2 spaces) is gone; the continuation keeps its own 2; blank lines stay.
  expect(curl?.code).toBe(
    'curl https://sandbox.api.acmepay.example/v1/sessions \\\n  --request POST\n\n  --data \'{"amount": 12500}\'',
  );
  expect(parseMeta(curl!.meta)).toEqual({ words: ['runnable'], attributes: { title: 'Create a session' } });
  // "runnable" inside a title is not the meta word.
  expect(hasMetaWord(browser!, 'runnable')).toBe(false);
  // A ```` fence contains ``` lines verbatim; they are not blocks of their own.
  expect(markdown?.code).toBe('```js runnable\nconsole.log(1);\n```');
  expect(php?.code).toBe('<?php\necho 1;');
  expect(blocks.filter((b) => hasMetaWord(b, 'runnable')).map((b) => b.line)).toEqual([8, 28]);
  // Unclosed fence: runs to the end; CRLF input gives the same lines.
  expect(extractCodeBlocks('a\r\n```sh runnable\r\necho hi\r\n', 'x.mdx')).toEqual([
    { file: 'x.mdx', line: 2, lang: 'sh', meta: 'runnable', code: 'echo hi\n' },
  ]);
  expect(hardenCurl('curl -X POST https://x \\\n  | jq; php -r "curl_init();" ; /usr/bin/curl x')).toBe(
    'curl --fail-with-body -sS -X POST https://x \\\n  | jq; php -r "curl_init();" ; /usr/bin/curl x',
  );
});

test(`the docs hold at least ${minimumSamples} runnable curl and ${minimumSamples} runnable Node samples`, () => {
  const counts = {
    curl: curlBlocks.length,
    node: nodeBlocks.length,
    php: phpBlocks.length,
    go: goBlocks.length,
    csharp: csharpBlocks.length,
    other: otherBlocks.length,
  };
  test.info().annotations.push({ type: 'runnable samples', description: JSON.stringify(counts) });
  console.log(`runnable samples: ${JSON.stringify(counts)}`);
  expect(counts.curl, `runnable curl blocks:\n${curlBlocks.map(titleOf).join('\n')}`).toBeGreaterThanOrEqual(minimumSamples);
  expect(counts.node, `runnable Node blocks:\n${nodeBlocks.map(titleOf).join('\n')}`).toBeGreaterThanOrEqual(minimumSamples);
});

for (const block of otherBlocks) {
  test(titleOf(block), () => {
    throw new Error(
      `${titleOf(block)} is marked runnable, but no runner handles "${block.lang}". ` +
        'Use bash, js, php, csharp or go, or drop the word runnable.',
    );
  });
}

// ---------------------------------------------------------------------------------------------
// PHP, Go and C#: syntax / compile checks (no mock needed)

const hasPhp = onPath('php');
const hasGofmt = onPath('gofmt');
const hasGo = onPath('go');
const hasDotnet = onPath('dotnet');
const hasMcs = onPath('mcs');
const installHint = 'run scripts/check/ensure-toolchains.sh (as root) or install it yourself';

for (const block of phpBlocks) {
  test(titleOf(block), async () => {
    test.skip(!hasPhp, `php is not on PATH: ${installHint} (Debian: php-cli)`);
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'sample.php');
      writeFileSync(file, `${block.code}\n`);
      const result = await run('php', ['-l', file]);
      expect(result.stdout, report(block, result)).toContain('No syntax errors');
      expect(block.code.trimStart().startsWith('<?php'), `${titleOf(block)}: a PHP sample starts with <?php`).toBe(true);
    });
  });
}

for (const block of goBlocks) {
  test(titleOf(block), async () => {
    test.skip(!hasGofmt, `gofmt is not on PATH: ${installHint} (Debian: golang-go)`);
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'main.go');
      writeFileSync(file, `${block.code}\n`);
      const format = await run('gofmt', ['-e', '-l', file]);
      expect(format.code, report(block, format)).toBe(0);
      if (!hasGo) return;
      // go vet type-checks too: unused imports, undefined names, wrong argument types.
      const env = { ...sampleEnv(), GOPROXY: 'off', GOTOOLCHAIN: 'local' };
      const vet = await run('go', ['vet', 'main.go'], { cwd: dir, env, timeoutMs: 60_000 });
      expect(vet.code, report(block, vet)).toBe(0);
    });
  });
}

for (const block of csharpBlocks) {
  test(titleOf(block), async () => {
    const topLevel = !/\bstatic\s+(async\s+)?[\w<>]+\s+Main\s*\(/.test(block.code);
    test.skip(
      !hasDotnet && !hasMcs,
      `neither dotnet nor mcs is on PATH: install the .NET SDK (8 or later) to compile C# samples`,
    );
    test.skip(
      !hasDotnet && topLevel,
      'only Mono mcs is on PATH, which understands C# 7 at most; this sample is a top-level program (C# 9+): install the .NET SDK',
    );
    test.setTimeout(180_000);
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'Program.cs');
      writeFileSync(file, `${block.code}\n`);
      if (hasDotnet) {
        writeFileSync(
          path.join(dir, 'Sample.csproj'),
          [
            '<Project Sdk="Microsoft.NET.Sdk">',
            '  <PropertyGroup>',
            '    <OutputType>Exe</OutputType>',
            '    <TargetFramework>net$(BundledNETCoreAppTargetFrameworkVersion)</TargetFramework>',
            '    <ImplicitUsings>disable</ImplicitUsings>',
            '    <Nullable>enable</Nullable>',
            '  </PropertyGroup>',
            '</Project>',
          ].join('\n'),
        );
        const env = {
          ...sampleEnv(),
          DOTNET_CLI_TELEMETRY_OPTOUT: '1',
          DOTNET_NOLOGO: '1',
          DOTNET_SKIP_FIRST_TIME_EXPERIENCE: '1',
        };
        const build = await run('dotnet', ['build', '-nologo', '-v', 'q', '-o', path.join(dir, 'out')], {
          cwd: dir,
          env,
          timeoutMs: 170_000,
        });
        expect(build.code, report(block, build)).toBe(0);
      } else {
        const build = await run('mcs', ['-target:exe', '-r:System.Net.Http.dll', `-out:${path.join(dir, 'sample.exe')}`, file]);
        expect(build.code, report(block, build)).toBe(0);
      }
    });
  });
}
