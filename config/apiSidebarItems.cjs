/**
 * The API reference's sidebar, shaped from the one docusaurus-plugin-openapi-docs generates
 * (<api folder>/sidebar.json, scripts/build/api/sidebar.mjs): one home for that shape, read by
 * config/apiSidebar.ts (the current version, and a fixture build's folder) and by the step that
 * writes the older versions' JSON sidebars (writeVersionSidebar in scripts/build/api/sidebar.mjs).
 *
 * Every page renders its sidebar, and collapsed categories are not rendered (Docusaurus's lazy
 * Collapsible), so what stays open is paid for on every page of the site, in the HTML and in the
 * build's render time. With a provider's large spec (168 operations, 848 schemas) the open
 * sidebar was 262 KB of each page's 551 KB, about 270 MB of HTML in all (scripts/BENCHMARKS.md).
 *
 * - the overview first, labelled "Overview";
 * - "Schemas" starts collapsed (reached mostly through the links in the operations' bodies) and
 *   opens on a schema page; past `groupSize` schemas it holds alphabetical groups ("A–C", ...),
 *   so a schema page opens one group, not the whole list;
 * - the operations' categories stay open up to `openOperationsLimit` operations (ours: about
 *   twenty), and past it start collapsed (the page's own category still opens).
 *
 * CommonJS: the TypeScript config and the .mjs scripts both read it.
 */

/** Operation links the sidebar keeps open on every page; past it, the tags' categories start collapsed. */
const openOperationsLimit = 60;
/** Schemas in one group; a longer list is split alphabetically. */
const groupSize = 60;

/** @param {unknown} item @returns {item is { type: 'category', label: string, items: unknown[] }} */
const isCategory = (item) =>
  typeof item === 'object' && item !== null && /** @type {{ type?: string }} */ (item).type === 'category';

/** @param {unknown} item */
const labelOf = (item) =>
  typeof item === 'object' && item !== null
    ? String(/** @type {{ label?: string, id?: string }} */ (item).label ?? /** @type {{ id?: string }} */ (item).id ?? '')
    : String(item);

/** The letter a label files under: its first letter without accents, upper case, or "#". */
function letterOf(label) {
  const first = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}

/** Doc links under an item, categories included. */
function countDocs(item) {
  if (isCategory(item)) return item.items.reduce((sum, child) => sum + countDocs(child), 0);
  return 1;
}

/**
 * `items` (doc links) in alphabetical groups of at most `size` when there are more than `size`:
 * consecutive letters share a group while they fit ("A–C"); a letter with more than `size`
 * items is split into groups named by their first two letters ("Pa–Pe").
 * @param {unknown[]} items
 * @param {string} keyPrefix
 */
function alphabeticalGroups(items, keyPrefix, size = groupSize) {
  if (items.length <= size) return items;
  const sorted = [...items].sort((a, b) => labelOf(a).localeCompare(labelOf(b), 'en', { sensitivity: 'base' }));
  /** @type {Map<string, unknown[]>} */
  const byLetter = new Map();
  for (const item of sorted) {
    const letter = letterOf(labelOf(item));
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), item]);
  }
  /** @type {{ from: string, to: string, items: unknown[], closed?: boolean }[]} */
  const groups = [];
  for (const [letter, letterItems] of byLetter) {
    const last = groups[groups.length - 1];
    if (letterItems.length > size) {
      const chunks = Math.ceil(letterItems.length / size);
      const per = Math.ceil(letterItems.length / chunks);
      const prefix = (item) => labelOf(item).trim().slice(0, 2);
      for (let start = 0; start < letterItems.length; start += per) {
        const chunk = letterItems.slice(start, start + per);
        groups.push({ from: prefix(chunk[0]), to: prefix(chunk[chunk.length - 1]), items: chunk, closed: true });
      }
    } else if (last && !last.closed && last.items.length + letterItems.length <= size) {
      last.to = letter;
      last.items.push(...letterItems);
    } else {
      groups.push({ from: letter, to: letter, items: [...letterItems] });
    }
  }
  /** @type {Map<string, number>} */
  const seen = new Map();
  return groups.map((group) => {
    const range = group.from === group.to ? group.from : `${group.from}–${group.to}`;
    // Split groups of one prefix ("Pa", "Pa") are numbered: each label and key is its own.
    const n = (seen.get(range) ?? 0) + 1;
    seen.set(range, n);
    const label = n === 1 ? range : `${range} (${n})`;
    return {
      type: 'category',
      label,
      // Docusaurus's translation key of a category is its label unless a key is given: "A–C" may be another category's label.
      key: `${keyPrefix}-${label}`,
      collapsed: true,
      items: group.items,
    };
  });
}

/**
 * The sidebar items of the API reference from the plugin's generated items (the overview first).
 * @param {unknown[]} generated
 * @returns {unknown[]}
 */
function apiSidebarItems(generated) {
  const [overview, ...rest] = generated;
  const isSchemas = (item) => isCategory(item) && item.label === 'Schemas';
  const operationLinks = rest.filter((item) => !isSchemas(item)).reduce((sum, item) => sum + countDocs(item), 0);
  const collapseOperations = operationLinks > openOperationsLimit;
  return [
    { .../** @type {object} */ (overview), label: 'Overview' },
    ...rest.map((item) => {
      if (!isCategory(item)) return item;
      if (isSchemas(item)) return { ...item, collapsed: true, items: alphabeticalGroups(item.items, 'schemas') };
      return collapseOperations ? { ...item, collapsed: true } : item;
    }),
  ];
}

module.exports = { apiSidebarItems, alphabeticalGroups, openOperationsLimit, groupSize };
