/**
 * The JSX of an MDX file, found the way MDX finds it, for the Markdown twins (./mdx.ts): prose, fenced
 * code, component elements (`<Fact name="x" />`, `<Tabs>...</Tabs>`, with their attributes, children
 * and line) and `{...}` expressions. Inline code, fenced code and import/export blocks are never
 * read as JSX. Lower-case HTML tags are kept as tags (Markdown keeps HTML), with their attributes
 * read, so that an expression in one is found. Every node has the line it starts on in the file, so a problem names it.
 */

export type JsxAttribute = { kind: 'string'; value: string } | { kind: 'expression'; value: string } | { kind: 'flag' };

export type JsxElement = {
  type: 'element';
  name: string;
  attributes: Record<string, JsxAttribute>;
  children: JsxNode[];
  line: number;
};

export type JsxNode =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | JsxElement
  | { type: 'expression'; value: string; line: number }
  /** An HTML tag, opening or closing: kept as `raw` unless an attribute is an expression. */
  | { type: 'tag'; name: string; raw: string; attributes: Record<string, JsxAttribute>; line: number };

/** MDX the scanner cannot read (an unclosed tag, a stray closing tag): the line says where. */
export class MdxSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

const fenceOpen = /^[ \t]*(`{3,}|~{3,})/;

/** The index just past the `}` that closes the `{` at `start`; strings, templates and comments skipped. */
function closingBrace(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (char === '"' || char === "'" || char === '`') {
      for (i += 1; i < source.length && source[i] !== char; i += 1) if (source[i] === '\\') i += 1;
    } else if (char === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 1;
    } else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The end of the line that starts at `start` (index of its `\n`, or the text's length). */
function lineEnd(source: string, start: number): number {
  const end = source.indexOf('\n', start);
  return end < 0 ? source.length : end;
}

/** The end of the fenced code block that opens at `start`: a line of the fence's character, at least as long, or the text's end. */
function fenceEnd(source: string, start: number, fence: string): number {
  let end = lineEnd(source, start);
  while (end < source.length) {
    const next = end + 1;
    end = lineEnd(source, next);
    const line = source.slice(next, end).trim();
    if (line.length >= fence.length && line === (fence[0] ?? '`').repeat(line.length)) break;
  }
  return end;
}

/** The index after the import or export block at `start`: it runs until its brackets balance at a line's end. */
function esmEnd(source: string, start: number): number {
  let i = start;
  let depth = 0;
  for (;;) {
    const end = lineEnd(source, i);
    const line = source.slice(i, end);
    depth += (line.match(/[{(]/g) ?? []).length - (line.match(/[})]/g) ?? []).length;
    i = Math.min(end + 1, source.length);
    if (depth <= 0 || i >= source.length) return i;
  }
}

/** The nodes of an MDX body; `firstLine` is the file line the body starts on. Throws MdxSyntaxError. */
export function parseMdx(source: string, firstLine = 1): JsxNode[] {
  let i = 0;
  let text = '';
  const root: JsxNode[] = [];
  const stack: JsxElement[] = [];
  const lineAt = (index: number) => firstLine + (source.slice(0, index).match(/\n/g)?.length ?? 0);
  const out = () => stack[stack.length - 1]?.children ?? root;
  const flush = () => {
    if (text) out().push({ type: 'text', value: text });
    text = '';
  };
  /** Attributes from `i` to the tag's end; returns whether the tag closes itself. */
  const readAttributes = (attributes: Record<string, JsxAttribute>, tagLine: number): boolean => {
    for (;;) {
      while (/\s/.test(source[i] ?? '')) i += 1;
      if (i >= source.length) throw new MdxSyntaxError('a tag that never ends (no ">")', tagLine);
      if (source.startsWith('/>', i)) {
        i += 2;
        return true;
      }
      if (source[i] === '>') {
        i += 1;
        return false;
      }
      if (source[i] === '{') {
        const end = closingBrace(source, i);
        if (end < 0) throw new MdxSyntaxError('an attribute expression "{" that never closes', tagLine);
        attributes[`{${Object.keys(attributes).length}}`] = { kind: 'expression', value: source.slice(i + 1, end - 1) };
        i = end;
        continue;
      }
      const name = /^[\w:.-]+/.exec(source.slice(i))?.[0];
      if (!name) throw new MdxSyntaxError(`an unreadable attribute at "${source.slice(i, i + 20)}"`, tagLine);
      i += name.length;
      if (source[i] !== '=') {
        attributes[name] = { kind: 'flag' };
        continue;
      }
      i += 1;
      const quote = source[i];
      if (quote === '"' || quote === "'") {
        const end = source.indexOf(quote, i + 1);
        if (end < 0) throw new MdxSyntaxError(`the attribute ${name} has no closing quote`, tagLine);
        attributes[name] = { kind: 'string', value: source.slice(i + 1, end) };
        i = end + 1;
      } else if (quote === '{') {
        const end = closingBrace(source, i);
        if (end < 0) throw new MdxSyntaxError(`the attribute ${name}={...} never closes`, tagLine);
        attributes[name] = { kind: 'expression', value: source.slice(i + 1, end - 1) };
        i = end;
      } else throw new MdxSyntaxError(`the attribute ${name} has no value after "="`, tagLine);
    }
  };

  while (i < source.length) {
    const atLineStart = i === 0 || source[i - 1] === '\n';
    if (atLineStart) {
      const fence = fenceOpen.exec(source.slice(i, lineEnd(source, i)))?.[1];
      if (fence) {
        const end = fenceEnd(source, i, fence);
        flush();
        out().push({ type: 'code', value: source.slice(i, end) });
        i = end;
        continue;
      }
      if (stack.length === 0 && /^(import|export)\s/.test(source.slice(i, i + 7))) {
        i = esmEnd(source, i);
        continue;
      }
    }
    const char = source[i] ?? '';
    if (char === '\\') {
      text += source.slice(i, i + 2);
      i += 2;
    } else if (char === '`') {
      const run = /^`+/.exec(source.slice(i))?.[0] ?? '`';
      const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
      close.lastIndex = i + run.length;
      const match = close.exec(source);
      const end = match ? match.index + run.length : i + run.length;
      text += source.slice(i, end);
      i = end;
    } else if (char === '{') {
      const end = closingBrace(source, i);
      if (end < 0) throw new MdxSyntaxError('an expression "{" that never closes', lineAt(i));
      flush();
      out().push({ type: 'expression', value: source.slice(i + 1, end - 1), line: lineAt(i) });
      i = end;
    } else if (char === '<' && /^<\/?(?:[A-Z][\w.]*)?>|^<\/?[A-Z]/.test(source.slice(i, i + 3))) {
      const line = lineAt(i);
      const closing = source[i + 1] === '/';
      i += closing ? 2 : 1;
      const name = /^[A-Za-z][\w.]*/.exec(source.slice(i))?.[0] ?? '';
      i += name.length;
      if (closing) {
        while (/\s/.test(source[i] ?? '')) i += 1;
        if (source[i] !== '>') throw new MdxSyntaxError(`the closing tag </${name}> has no ">"`, line);
        i += 1;
        flush();
        const open = stack.pop();
        if (!open || open.name !== name)
          throw new MdxSyntaxError(
            open ? `</${name}> closes <${open.name}> of line ${open.line}` : `</${name}> closes nothing`,
            line,
          );
        out().push(open);
        continue;
      }
      flush();
      const element: JsxElement = { type: 'element', name, attributes: {}, children: [], line };
      if (readAttributes(element.attributes, line)) out().push(element);
      else stack.push(element);
    } else if (char === '<' && /^<\/?[a-z][\w-]*[\s/>]/.test(source.slice(i, i + 40))) {
      // An HTML tag stays as it is; its attributes are read so that an expression in one is found.
      const start = i;
      const line = lineAt(i);
      const tag = /^<\/?([a-z][\w-]*)/.exec(source.slice(i));
      i += tag?.[0].length ?? 1;
      const attributes: Record<string, JsxAttribute> = {};
      readAttributes(attributes, line);
      flush();
      out().push({ type: 'tag', name: tag?.[1] ?? '', raw: source.slice(start, i), attributes, line });
    } else {
      text += char;
      i += 1;
    }
  }
  const open = stack.pop();
  if (open) throw new MdxSyntaxError(`<${open.name}> is never closed`, open.line);
  flush();
  return root;
}
