/**
 * Fenced code blocks of MDX pages, for tests that check or run the samples in the docs.
 *
 * `extractCodeBlocks(mdx, file)` returns every fenced block (``` or ~~~, three or more) with the
 * 1-based line of its opening fence, its language, the rest of its info string (`meta`, e.g.
 * `title="Create a session" runnable`) and its code. Blocks inside JSX (`<TabItem>`) are usually
 * indented: the whitespace common to the block's lines (fence and content) is removed, so the code
 * is what the reader copies. A longer fence (````) may contain shorter ones (```), as in CommonMark.
 *
 * `parseMeta` splits the meta into bare words and `key="value"` attributes; `hasMetaWord(block,
 * 'runnable')` is true only for the bare word, not for `title="runnable sample"`.
 */

export type CodeBlock = {
  /** The file name as passed in (tests pass a path relative to the repository root). */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** First word of the info string, lower-cased ('' when the fence has none). */
  lang: string;
  /** The rest of the info string, trimmed (the remark `meta`). */
  meta: string;
  /** The block's content, common indentation removed, without the fences. */
  code: string;
};

export type ParsedMeta = {
  /** Bare words, e.g. ['runnable', 'showLineNumbers']. */
  words: string[];
  /** key=value pairs; quotes removed, e.g. { title: 'Create a session' }. */
  attributes: Record<string, string>;
};

const openingFence = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

function leadingWhitespace(line: string): string {
  return /^[ \t]*/.exec(line)?.[0] ?? '';
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return a.slice(0, i);
}

/** Removes the leading whitespace shared by every non-blank line (and by `extra`, the fence's indentation). */
export function dedent(lines: string[], extra?: string): string[] {
  let prefix: string | undefined = extra;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const lead = leadingWhitespace(line);
    prefix = prefix === undefined ? lead : commonPrefix(prefix, lead);
    if (prefix === '') break;
  }
  if (!prefix) return lines.map((line) => (line.trim() === '' ? '' : line));
  const cut = prefix.length;
  return lines.map((line) => (line.trim() === '' ? '' : line.slice(cut)));
}

/** Splits a fence meta string into bare words and key=value attributes (values in "…", '…' or {…} or bare). */
export function parseMeta(meta: string): ParsedMeta {
  const words: string[] = [];
  const attributes: Record<string, string> = {};
  const token = /([^\s=]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S*)))?|\S/g;
  for (const match of meta.matchAll(token)) {
    const [whole, key, doubleQuoted, singleQuoted, braced, bare] = match;
    if (key === undefined) continue;
    if (whole.includes('=')) {
      attributes[key] = doubleQuoted ?? singleQuoted ?? braced ?? bare ?? '';
    } else {
      words.push(key);
    }
  }
  return { words, attributes };
}

/** True when `word` is a bare word of the block's meta (e.g. `runnable`). */
export function hasMetaWord(block: Pick<CodeBlock, 'meta'>, word: string): boolean {
  return parseMeta(block.meta).words.includes(word);
}

/** Every fenced code block of an MDX (or Markdown) text, in document order. */
export function extractCodeBlocks(mdx: string, file: string): CodeBlock[] {
  const lines = mdx.replace(/\r\n?/g, '\n').split('\n');
  const blocks: CodeBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const opening = openingFence.exec(lines[i] ?? '');
    // A backtick fence's info string cannot contain backticks (CommonMark), so ```js`x` is inline code.
    if (!opening || (opening[2]!.startsWith('`') && opening[3]!.includes('`'))) {
      i += 1;
      continue;
    }
    const indent = opening[1]!;
    const fence = opening[2]!;
    const info = opening[3]!.trim();
    const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) end += 1;
    // An unclosed fence runs to the end of the document, as in CommonMark.
    const body = lines.slice(i + 1, end);
    const first = info.split(/\s+/)[0] ?? '';
    blocks.push({
      file,
      line: i + 1,
      lang: first.toLowerCase(),
      meta: info.slice(first.length).trim(),
      code: dedent(body, indent).join('\n'),
    });
    i = end + 1;
  }
  return blocks;
}

/** Adds `--fail-with-body -sS` after every `curl` command word (not inside curl_init, /usr/bin/curl etc.): a failing call fails the sample. */
export function hardenCurl(code: string): string {
  return code.replace(/(?<![\w./-])curl(?=[ \t])/g, 'curl --fail-with-body -sS');
}
