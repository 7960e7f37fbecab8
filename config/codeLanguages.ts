/**
 * Tab groups and language labels of code samples, in one place. Server calls are shown in
 * these six languages (the same as the API reference's code samples), synced across the site.
 */

/** Tabs with the same groupId switch together and are remembered across pages and reloads. */
export const serverTabsGroupId = 'server-language';

export const serverLanguages = [
  { value: 'curl', label: 'curl' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'nodejs', label: 'Node.js' },
  { value: 'php', label: 'PHP' },
  { value: 'csharp', label: 'C#' },
  { value: 'go', label: 'Go' },
] as const;

export type ServerLanguage = (typeof serverLanguages)[number]['value'];
