/**
 * MDX source to clean Markdown, for the Markdown twins of the docs pages (see ./index.ts).
 * Front matter becomes `# Title` and a blockquote; imports and exports go; imported partials are
 * inlined; tabs become a bold label line before each code block; admonitions become blockquotes;
 * other JSX tags and `{/* ... *\/}` comments go, keeping their text. Code blocks stay untouched.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { load } from 'js-yaml';
import { testCards } from '../../../config/testCards';
import { serverLanguages } from '../../../config/codeLanguages';

type FrontMatter = { title?: string; description?: string };

/** Splits `---` front matter from the body. */
export function splitFrontMatter(source: string): { data: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data = (load(match[1] ?? '') ?? {}) as FrontMatter;
  return { data, body: source.slice(match[0].length) };
}

const fenceOpen = /^(\s*)(`{3,}|~{3,})/;

/** A closing fence: the opening fence's character, at least as many times, nothing after. */
function closesFence(fence: string, line: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= fence.length && trimmed === (fence[0] ?? '`').repeat(trimmed.length);
}

/** Splits Markdown into prose and fenced code parts, so transformations never touch code. */
function segments(text: string): { code: boolean; text: string }[] {
  const parts: { code: boolean; text: string }[] = [];
  let prose: string[] = [];
  let code: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    if (fence === undefined) {
      const open = fenceOpen.exec(line);
      if (open) {
        parts.push({ code: false, text: prose.join('\n') });
        prose = [];
        fence = open[2];
        code = [line];
      } else prose.push(line);
    } else {
      code.push(line);
      if (closesFence(fence, line)) {
        parts.push({ code: true, text: code.join('\n') });
        fence = undefined;
        code = [];
      }
    }
  }
  if (fence !== undefined) parts.push({ code: true, text: code.join('\n') });
  parts.push({ code: false, text: prose.join('\n') });
  return parts;
}

/** Applies `transform` to the prose parts only. */
function mapProse(text: string, transform: (prose: string) => string): string {
  return segments(text)
    .map((part) => (part.code ? part.text : transform(part.text)))
    .join('\n');
}

/** The test card table of config/brand.ts, as Markdown. */
export function testCardTable(): string {
  const rows = testCards.map(
    (card) =>
      `| ${card.scenario} | ${card.brand} | \`${card.number}\` | ${card.result} | ${card.errorCode ? `\`${card.errorCode}\`` : ''} |`,
  );
  return ['| Scenario | Brand | Card number | Result | Error code |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}

/**
 * The error catalogue that `<ErrorCodeExplorer />` shows, as a Markdown table: from the data
 * scripts/build/gen-api.mjs writes from payments.yaml before every build.
 */
export function errorCodeTable(siteDir: string): string {
  const file = join(siteDir, 'generated/data/errorCodes.json');
  const entries = (
    JSON.parse(readFileSync(file, 'utf8')) as {
      codes: { code: string; httpStatus: number; meaning: string; cause: string; resolution: string }[];
    }
  ).codes;
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = entries.map(
    (entry) =>
      `| \`${entry.code}\` | ${entry.httpStatus} | ${cell(entry.meaning)} ${cell(entry.cause)} | ${cell(entry.resolution)} |`,
  );
  return ['| Code | HTTP | Meaning and cause | What to do |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** Imports of `.mdx` partials: component name to absolute file. */
function partialImports(body: string, file: string, siteDir: string): Map<string, string> {
  const partials = new Map<string, string>();
  for (const match of body.matchAll(/^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm)) {
    const [, name, from] = match;
    if (!name || !from) continue;
    partials.set(name, from.startsWith('@site/') ? join(siteDir, from.slice('@site/'.length)) : resolve(dirname(file), from));
  }
  return partials;
}

/** Replaces `<X />` and `<X>children</X>` of imported partials with the partials' bodies. */
function inlinePartials(body: string, file: string, siteDir: string, depth = 0): string {
  if (depth > 5) return body;
  let result = body;
  for (const [name, partialFile] of partialImports(body, file, siteDir)) {
    const partial = inlinePartials(splitFrontMatter(readFileSync(partialFile, 'utf8')).body, partialFile, siteDir, depth + 1);
    const expand = (children: string) =>
      // A partial renders `props.children`, when given, in place of its own sample.
      partial.replace(/<(\w+) override=\{props\.children\}>\n?([\s\S]*?)<\/\1>/g, (_all, _tag: string, own: string) =>
        children.trim() ? children : own,
      );
    result = result
      .replace(new RegExp(`<${name}\\s*/>`, 'g'), () => expand(''))
      .replace(new RegExp(`<${name}\\s*>([\\s\\S]*?)</${name}>`, 'g'), (_all, children: string) => expand(children));
  }
  return result;
}

const languageLabels = new Map<string, string>(serverLanguages.map(({ value, label }) => [value, label]));

/** Drops import lines and export blocks (an export runs until its braces balance). */
function dropEsm(prose: string): string {
  const out: string[] = [];
  let depth = 0;
  let inExport = false;
  for (const line of prose.split('\n')) {
    if (!inExport && /^import\s/.test(line)) continue;
    if (!inExport && /^export\s/.test(line)) inExport = true;
    if (inExport) {
      depth += (line.match(/[{(]/g) ?? []).length - (line.match(/[})]/g) ?? []).length;
      if (depth <= 0) {
        inExport = false;
        depth = 0;
      }
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

function cleanProse(prose: string): string {
  return (
    dropEsm(prose)
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      .replace(/[ \t]*\{#[\w-]+\}/g, '')
      .replace(/<TestCardTable\s*\/>/g, () => testCardTable())
      .replace(/<TabItem\b([^>]*)>/g, (_all, attributes: string) => {
        const value = /value=["']([^"']+)["']/.exec(attributes)?.[1] ?? '';
        const label = /label=["']([^"']+)["']/.exec(attributes)?.[1] ?? languageLabels.get(value) ?? value;
        return label ? `**${label}**\n` : '';
      })
      // Any other JSX element: the tags go, their text children stay.
      .replace(/<[A-Z][\w.]*(?:\s+[^<>]*?)?\s*\/>/g, '')
      .replace(/<\/?[A-Z][\w.]*(?:\s+[^<>]*?)?\s*>/g, '')
      .replace(/\{\s*(["'])([^"'{}]*)\1\s*\}/g, '$2')
      .replace(/\]\(pathname:\/\//g, '](')
      // Trailing spaces left where a comment was removed.
      .replace(/[ \t]+$/gm, '')
  );
}

/** `:::type[Title]` ... `:::` to a blockquote with a bold label line; fence-aware. */
function admonitionsToQuotes(text: string): string {
  const out: string[] = [];
  let quoting = false;
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    if (fence === undefined) {
      const admonition = /^:::(\w+)(?:\[(.*)\]|\s+(.+))?\s*$/.exec(line.trim());
      if (!quoting && admonition) {
        const kind = (admonition[1] ?? 'note').replace(/^\w/, (c) => c.toUpperCase());
        const title = admonition[2] ?? admonition[3];
        out.push(`> **${kind}${title ? `: ${title.trim()}` : ''}**`, '>');
        quoting = true;
        continue;
      }
      if (quoting && line.trim() === ':::') {
        while (out.length && out[out.length - 1] === '>') out.pop();
        quoting = false;
        continue;
      }
      const open = fenceOpen.exec(line);
      if (open) fence = open[2];
    } else if (closesFence(fence, line)) {
      fence = undefined;
    }
    const quoted = quoting ? (line.trim() ? `> ${line}` : '>') : line;
    if (!(quoted === '>' && out[out.length - 1] === '>')) out.push(quoted);
  }
  return out.join('\n');
}

/** Converts one docs page's MDX source file to Markdown. */
export function mdxToMarkdown(file: string, siteDir: string, fallback: { title: string; description?: string }): string {
  const { data, body } = splitFrontMatter(readFileSync(file, 'utf8'));
  const title = data.title ?? fallback.title;
  const description = data.description ?? fallback.description;
  const inlined = inlinePartials(body, file, siteDir).replace(/<ErrorCodeExplorer\s*\/>/g, () => errorCodeTable(siteDir));
  const cleaned = admonitionsToQuotes(mapProse(inlined, cleanProse));
  const head = [`# ${title}`, ...(description ? ['', `> ${description}`] : [])].join('\n');
  return `${head}\n\n${cleaned.trim()}\n`.replace(/\n{3,}/g, '\n\n');
}

/** True if Markdown has MDX or JSX left outside its fenced code blocks (what the tests check). */
export function mdxResidue(markdown: string): string[] {
  const found: string[] = [];
  for (const part of segments(markdown)) {
    if (part.code) continue;
    for (const pattern of [/^import\s/m, /<TabItem/, /<ServerCodeTabs/, /\{\/\*/, /^\s*:::/m, /<[A-Z][\w.]*[\s/>]/]) {
      const match = pattern.exec(part.text);
      if (match) found.push(part.text.slice(Math.max(0, match.index - 40), match.index + 40));
    }
  }
  return found;
}
