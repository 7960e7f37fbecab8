/**
 * MDX source to clean Markdown, for the Markdown twins of the docs pages (see ./index.ts).
 * Front matter becomes `# Title` and a blockquote; imports and exports go; imported partials are
 * inlined; each component becomes the Markdown ./components.ts gives it (a fact its value, a
 * table its rows, tabs a bold label line before each code block); admonitions become blockquotes;
 * `{/* ... *\/}` comments go. Code blocks stay untouched. A component without a Markdown rendering,
 * or a `{...}` expression in prose, stops the conversion with its file and line (TwinError), so
 * that no twin silently drops what its page shows.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { load } from 'js-yaml';
import { components, values, type RenderContext } from './components';
import { MdxSyntaxError, parseMdx, type JsxNode } from './jsx';

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

/** What stops a twin: every component or expression it cannot render, one `file:line: problem` each. */
export class TwinError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Markdown twin: ${problems.length} part(s) of the docs have no Markdown rendering (add one in src/plugins/llms-txt/components.ts, or write the text in Markdown):\n  ${problems.join('\n  ')}`,
    );
  }
}

type FileContext = RenderContext & {
  file: string;
  partials: Map<string, string>;
  /** The names the file imports (`import { urls } from '...'`), to the module. */
  imports: Map<string, string>;
  problems: string[];
  depth: number;
};

/** Named imports of a file: name to module. */
function namedImports(body: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list, from] of body.matchAll(/^import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm))
    for (const name of (list ?? '').split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local && from) names.set(local, from);
    }
  return names;
}

/** The value of `name.path` when `name` is one of ./components' values, imported from its module. */
function knownValue(code: string, context: FileContext): string | undefined {
  if (!/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/.test(code)) return undefined;
  const [root = '', ...path] = code.split('.');
  const known = Object.hasOwn(values, root) ? values[root] : undefined;
  if (!known || context.imports.get(root) !== known.module) return undefined;
  const value = path.reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], known.value);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A `{...}` in prose: a comment or a heading id is nothing, a string literal is its text, anything else a problem. */
function expressionText(value: string, line: number, context: FileContext): string {
  const code = value.trim();
  if (/^\/\*[\s\S]*\*\/$/.test(code) || /^#[\w-]+$/.test(code)) return '';
  const literal = /^(["'])((?:(?!\1)[^\\]|\\.)*)\1$/.exec(code);
  if (literal) return literal[2] ?? '';
  const known = knownValue(code, context);
  if (known !== undefined) return known;
  const shown = code.length > 60 ? `${code.slice(0, 57)}...` : code;
  context.problems.push(
    `${context.file}:${line}: the JSX expression {${shown}} has no Markdown rendering: show it with a component`,
  );
  return '';
}

/** An HTML tag as written, with the value of each expression attribute. */
function tagText(tag: Extract<JsxNode, { type: 'tag' }>, context: FileContext): string {
  const attributes = Object.entries(tag.attributes);
  if (attributes.every(([, attribute]) => attribute.kind !== 'expression')) return tag.raw;
  const written = attributes.map(([name, attribute]) => {
    if (attribute.kind === 'flag') return ` ${name}`;
    const value = attribute.kind === 'string' ? attribute.value : expressionText(attribute.value, tag.line, context);
    return ` ${name}="${value.replace(/"/g, '&quot;')}"`;
  });
  return `<${tag.name}${written.join('')}${tag.raw.endsWith('/>') ? ' />' : '>'}`;
}

function renderNodes(nodes: JsxNode[], context: FileContext): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'code') return node.value;
      if (node.type === 'expression') return expressionText(node.value, node.line, context);
      if (node.type === 'tag') return tagText(node, context);
      const children = () => renderNodes(node.children, context);
      const partial = context.partials.get(node.name);
      if (partial) return renderFile(partial, { ...context, partialChildren: children(), depth: context.depth + 1 });
      const render = Object.hasOwn(components, node.name) ? components[node.name] : undefined;
      if (!render) {
        context.problems.push(
          `${context.file}:${node.line}: <${node.name || '>'}> has no Markdown rendering: say in src/plugins/llms-txt/components.ts how the twin shows it`,
        );
        return children();
      }
      try {
        return render(node, children, context);
      } catch (error) {
        context.problems.push(`${context.file}:${node.line}: <${node.name}> ${(error as Error).message}`);
        return '';
      }
    })
    .join('');
}

/** One MDX file (a page or a partial) as Markdown, its components rendered; problems go to `context`. */
function renderFile(absolute: string, context: FileContext): string {
  const file = relative(context.siteDir, absolute);
  if (context.depth > 5) {
    context.problems.push(`${file}: partials nested more than 5 deep`);
    return '';
  }
  const source = readFileSync(absolute, 'utf8');
  const { body } = splitFrontMatter(source);
  const firstLine = source.slice(0, source.length - body.length).split('\n').length;
  const fileContext = {
    ...context,
    file,
    partials: partialImports(body, absolute, context.siteDir),
    imports: namedImports(body),
  };
  try {
    return renderNodes(parseMdx(body, firstLine), fileContext);
  } catch (error) {
    if (!(error instanceof MdxSyntaxError)) throw error;
    context.problems.push(`${file}:${error.line}: ${error.message}`);
    return '';
  }
}

/** Text fixes on the prose: `pathname://` links as plain links, no trailing spaces (where a comment was). */
function tidyProse(prose: string): string {
  return prose
    .replace(/<a href="([^"]+)">([^<]*)<\/a>/g, '[$2]($1)')
    .replace(/\]\(pathname:\/\//g, '](')
    .replace(/[ \t]+$/gm, '');
}

/**
 * Converts one docs page's MDX source file to Markdown. Throws a TwinError listing every component
 * or expression it cannot render.
 */
export function mdxToMarkdown(
  file: string,
  siteDir: string,
  page: { title: string; description?: string; pageUrl: string },
): string {
  const { data } = splitFrontMatter(readFileSync(file, 'utf8'));
  const title = data.title ?? page.title;
  const description = data.description ?? page.description;
  const context = {
    siteDir,
    pageUrl: page.pageUrl,
    partialChildren: '',
    file,
    partials: new Map(),
    imports: new Map(),
    problems: [],
    depth: 0,
  };
  const rendered = renderFile(file, context);
  if (context.problems.length) throw new TwinError(context.problems);
  const cleaned = admonitionsToQuotes(mapProse(rendered, tidyProse));
  const head = [`# ${title}`, ...(description ? ['', `> ${description}`] : [])].join('\n');
  return `${head}\n\n${cleaned.trim()}\n`.replace(/\n{3,}/g, '\n\n');
}

/** Markdown residue of MDX outside fenced code: import lines, admonition fences, and any JSX element or expression. */
export function mdxResidue(markdown: string): string[] {
  const found: string[] = [];
  for (const part of segments(markdown)) {
    if (part.code) continue;
    for (const pattern of [/^import\s/m, /^\s*:::/m]) {
      const match = pattern.exec(part.text);
      if (match) found.push(part.text.slice(Math.max(0, match.index - 40), match.index + 40));
    }
  }
  const visit = (nodes: JsxNode[]) => {
    for (const node of nodes) {
      if (node.type === 'element') found.push(`<${node.name}> on line ${node.line}`);
      if (node.type === 'expression') found.push(`{${node.value.slice(0, 40)}} on line ${node.line}`);
      if (node.type === 'element') visit(node.children);
    }
  };
  try {
    visit(parseMdx(markdown));
  } catch (error) {
    found.push((error as Error).message);
  }
  return found;
}
