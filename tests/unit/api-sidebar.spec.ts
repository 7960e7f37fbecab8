/**
 * The API sidebar's shape (config/apiSidebarItems.cjs): what stays open is rendered on every page,
 * so a large spec's schemas come in alphabetical groups and its tags start collapsed, while a
 * small spec (ours) keeps its operations open and "Schemas" one collapsed list. No page is lost
 * on the way: every doc of the generated sidebar is still in it, once.
 */
import { test, expect } from '@playwright/test';
import { alphabeticalGroups, apiSidebarItems, groupSize, openOperationsLimit } from '../../config/apiSidebarItems.cjs';

type Item = { type: string; id?: string; label?: string; key?: string; collapsed?: boolean; items?: Item[] };

const doc = (id: string, label: string): Item => ({ type: 'doc', id, label });
const category = (label: string, items: Item[]): Item => ({ type: 'category', label, collapsed: false, items });

/** A generated sidebar: the overview, `tags` tags of `perTag` operations, and the schemas labelled `schemaLabels`. */
function generated(tags: number, perTag: number, schemaLabels: string[]): Item[] {
  return [
    doc('overview', 'Some API'),
    ...Array.from({ length: tags }, (_, t) =>
      category(
        `Tag ${t}`,
        Array.from({ length: perTag }, (_, o) => doc(`op-${t}-${o}`, `Operation ${t}.${o}`)),
      ),
    ),
    category(
      'Schemas',
      schemaLabels.map((label, index) => doc(`schema-${index}`, label)),
    ),
  ];
}

/** Every doc id under the items, in order. */
const docIds = (items: Item[]): string[] =>
  items.flatMap((item) => (item.type === 'category' ? docIds(item.items ?? []) : [item.id ?? '']));

test('a small spec: operations open, "Schemas" one collapsed list, the overview labelled', () => {
  const input = generated(4, 5, ['Payment', 'Refund', 'Amount']);
  const items = apiSidebarItems(input) as Item[];
  expect(items[0]).toEqual({ type: 'doc', id: 'overview', label: 'Overview' });
  expect(items.slice(1, 5).map((item) => item.collapsed)).toEqual([false, false, false, false]);
  const schemas = items[5];
  expect(schemas?.collapsed).toBe(true);
  expect(schemas?.items?.map((item) => item.label)).toEqual(['Payment', 'Refund', 'Amount']);
  expect(docIds(items)).toEqual(docIds(input));
});

test('a large spec: tags start collapsed past the limit, schemas in alphabetical groups, no page lost', () => {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  // 13 schemas under each letter, 80 under "P" (more than one group holds), one with an accent and one with a digit.
  const labels = [
    ...[...letters].flatMap((letter) => Array.from({ length: 13 }, (_, n) => `${letter}schema ${n}`)),
    ...Array.from({ length: 80 }, (_, n) => `Payment ${String(n).padStart(2, '0')}`),
    'Édition',
    '3DS result',
  ];
  const tags = Math.ceil((openOperationsLimit + 1) / 5);
  const input = generated(tags, 5, labels);
  const items = apiSidebarItems(input) as Item[];
  expect(items.slice(1, 1 + tags).every((item) => item.collapsed === true)).toBe(true);
  const schemas = items[items.length - 1] as Item;
  const groups = schemas.items ?? [];
  expect(groups.every((group) => group.type === 'category' && group.collapsed === true)).toBe(true);
  for (const group of groups) expect(group.items?.length).toBeLessThanOrEqual(groupSize);
  // Each group's label names its range; keys are unique and differ from the bare labels.
  expect(groups[0]?.label).toBe('#–D');
  expect(groups.some((group) => group.label === 'E–H')).toBe(true);
  expect(groups.some((group) => /^Pa–/.test(group.label ?? ''))).toBe(true);
  expect(new Set(groups.map((group) => group.key)).size).toBe(groups.length);
  // "Édition" files under E.
  const e = groups.find((group) => group.label === 'E–H');
  expect(e?.items?.some((item) => item.label === 'Édition')).toBe(true);
  expect(docIds(items).sort()).toEqual(docIds(input).sort());
});

test('a list that fits one group stays flat', () => {
  const items = Array.from({ length: groupSize }, (_, n) => doc(`s${n}`, `Z${n}`));
  expect(alphabeticalGroups(items, 'schemas')).toBe(items);
});

test('many schemas of one prefix: each group has its own label and key', () => {
  const items = Array.from({ length: 3 * groupSize }, (_, n) => doc(`s${n}`, `Payment ${String(n).padStart(3, '0')}`));
  const groups = alphabeticalGroups(items, 'schemas') as Item[];
  expect(groups.map((group) => group.label)).toEqual(['Pa', 'Pa (2)', 'Pa (3)']);
  expect(new Set(groups.map((group) => group.key)).size).toBe(3);
});
