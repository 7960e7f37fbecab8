/**
 * Splits an OpenAPI description into plain markdown and `:::type[title]` admonition blocks, the
 * syntax docusaurus-theme-openapi-docs accepts in descriptions (src/theme/Markdown renders each
 * part). Lines inside fenced code blocks are never taken for admonition markers.
 */
export type MarkdownPart = { kind: 'text'; text: string } | { kind: 'admonition'; type: string; title?: string; text: string };

const opening = /^:::(\w+)(?:\[(.*?)\])?\s*$/;
const closing = /^:::\s*$/;
const oneLine = /^:::(\w+)(?:\[(.*?)\])?\s+(.+?)\s*:::$/;
const fence = /^\s*(```|~~~)/;

export function splitAdmonitions(markdown: string): MarkdownPart[] {
  const parts: MarkdownPart[] = [];
  let buffer: string[] = [];
  let open: { type: string; title?: string } | null = null;
  let inFence = false;

  const flush = () => {
    const text = buffer.join('\n');
    buffer = [];
    if (open) parts.push({ kind: 'admonition', ...open, text: text.trim() });
    else if (text.trim() !== '') parts.push({ kind: 'text', text });
  };

  for (const line of markdown.split('\n')) {
    if (fence.test(line)) inFence = !inFence;
    const trimmed = line.trim();
    if (!inFence && !open) {
      const single = oneLine.exec(trimmed);
      if (single) {
        flush();
        const [, type = 'note', title, text = ''] = single;
        parts.push({ kind: 'admonition', type, title: title?.trim() || undefined, text });
        continue;
      }
      const start = opening.exec(trimmed);
      if (start) {
        flush();
        const [, type = 'note', title] = start;
        open = { type, title: title?.trim() || undefined };
        continue;
      }
    }
    if (!inFence && open && closing.test(trimmed)) {
      flush();
      open = null;
      continue;
    }
    buffer.push(line);
  }
  // An admonition never closed runs to the end of the text, as in the original.
  flush();
  return parts;
}
