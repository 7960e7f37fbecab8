/**
 * The generated API changes between versions (generated/data/apiChanges.json, written by
 * scripts/build/gen-api.mjs with spec/api-diff.mjs): their types, and their Markdown, which the
 * changelog's RSS feed carries (src/plugins/changelog-feed) and the changelog page shows
 * (src/components/ApiVersionChanges renders the same list).
 */
export type ApiChangeItem = { type: 'breaking' | 'deprecated' | 'non-breaking'; text: string };
export type ApiOperationChange = {
  method: string;
  path: string;
  change: 'added' | 'removed' | 'changed';
  breaking: boolean;
  /** The operation's page: in the newer version, or for a removed operation in the older one. */
  route?: string;
  items: ApiChangeItem[];
};
export type ApiVersionDiff = {
  from: string;
  to: string;
  tool: string;
  operations: ApiOperationChange[];
  /** Operations with at least one breaking change. */
  breaking: number;
  /** Changes to descriptions and examples only: counted, not listed. */
  documentationChanges: number;
};
export type ApiChangesData = { versions: string[]; changes: ApiVersionDiff[] };

export const changeLabels = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;
export const typeLabels = { breaking: 'Breaking', deprecated: 'Deprecated', 'non-breaking': 'Non-breaking' } as const;

/** The id of the generated list on the changelog page. */
export const changelogAnchor = (from: string, to: string) => `api-changes-${from}-${to}`;

/** `<ApiVersionChangelog from="…" to="…" />` in the changelog's source: the generated list's place. */
export const changelogTagPattern = /<ApiVersionChangelog\s+from="([^"]+)"\s+to="([^"]+)"\s*\/>/g;

/**
 * Markdown with each <ApiVersionChangelog /> replaced by the generated list (the RSS feed's entries);
 * throws when a version pair has no generated diff, so the feed never carries the bare tag.
 */
export function expandApiChangelog(markdown: string, data: ApiChangesData): string {
  return markdown.replace(changelogTagPattern, (tag, from: string, to: string) => {
    const diff = versionDiff(data, from, to);
    if (!diff)
      throw new Error(`${tag}: no generated changes from ${from} to ${to} in generated/data/apiChanges.json (npm run gen:api)`);
    return versionDiffMarkdown(diff);
  });
}

/** The diff between two versions, `from` → `to`, if generated. */
export function versionDiff(data: ApiChangesData, from: string, to: string): ApiVersionDiff | undefined {
  return data.changes.find((diff) => diff.from === from && diff.to === to);
}

/** What changed in one operation, in every version that changed it (newest first). */
export function operationChanges(data: ApiChangesData, method: string, path: string) {
  return data.changes.flatMap((diff) =>
    diff.operations
      .filter((operation) => operation.method === method && operation.path === path)
      .map((operation) => ({ version: diff.to, from: diff.from, operation })),
  );
}

/** One operation's change as a Markdown list item (the feed's and the page's wording). */
export function operationMarkdown(operation: ApiOperationChange): string {
  const name = `\`${operation.method.toUpperCase()} ${operation.path}\``;
  const title = operation.route ? `[${name}](${operation.route})` : name;
  const flag = operation.breaking ? ' **(breaking)**' : '';
  const items = operation.items.map((item) => `\n  - ${typeLabels[item.type]}: ${item.text}`).join('');
  return `- ${changeLabels[operation.change]}: ${title}${flag}${items}`;
}

/** The whole diff between two versions as Markdown. */
export function versionDiffMarkdown(diff: ApiVersionDiff): string {
  return [
    `Generated from the difference between the specifications of ${diff.from} and ${diff.to} (${diff.tool}): ${diff.operations.length} operations changed, ${diff.breaking} of them with breaking changes${diff.documentationChanges > 0 ? `, and ${diff.documentationChanges} changes to descriptions and examples` : ''}.`,
    '',
    ...diff.operations.map(operationMarkdown),
  ].join('\n');
}
