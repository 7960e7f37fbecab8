/**
 * The front matter of a page the OpenAPI plugin (5.x) writes, read and written by field: the
 * plugin writes flat `key: value` lines (strings JSON-quoted or bare), which the steps change by
 * name (`info_path`, `api`, `description`) instead of matching the page's text.
 */

const block = /^---\n([\s\S]*?)\n---\n/;

/** The raw value of one front matter field, or undefined. */
export function getField(text, key) {
  const match = block.exec(text);
  if (!match) return undefined;
  const line = match[1].split('\n').find((each) => each.startsWith(`${key}:`));
  return line === undefined ? undefined : line.slice(key.length + 1).trimStart();
}

/**
 * The page with one front matter field set to `value` (written as is; use JSON.stringify for a
 * quoted string): replaced where the plugin wrote it, else added at the end of the block.
 */
export function setField(text, key, value) {
  const match = block.exec(text);
  if (!match) return text;
  const lines = match[1].split('\n');
  const at = lines.findIndex((each) => each.startsWith(`${key}:`));
  if (at >= 0) lines[at] = `${key}: ${value}`;
  else lines.push(`${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n${text.slice(match[0].length)}`;
}

/** The page with `fields` added at the start of its front matter (in order). */
export function prependFields(text, fields) {
  const match = block.exec(text);
  if (!match) return text;
  const added = Object.entries(fields).map(([key, value]) => `${key}: ${value}`);
  return `---\n${[...added, match[1]].join('\n')}\n---\n${text.slice(match[0].length)}`;
}

/** The page without one front matter field (unchanged when it has none). */
export function removeField(text, key) {
  const match = block.exec(text);
  if (!match) return text;
  const lines = match[1].split('\n').filter((each) => !each.startsWith(`${key}:`));
  return `---\n${lines.join('\n')}\n---\n${text.slice(match[0].length)}`;
}
