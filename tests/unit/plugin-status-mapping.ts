/**
 * The plugin pages' status-mapping tables (docs/plugins/*.mdx, under `#status-mapping`), parsed as
 * the reader sees them, and a replay of an order's notifications through them. Used by
 * behaviour-model.spec.ts: no order is given up while its session can still be paid, none ends
 * cancelled or failed with money taken, and no table maps a status no notification carries.
 */
import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** A notification as the shop's system reads it: its type and the payment status it carries. */
export type Notified = { type: string; status?: string };

export type Mapping = { page: string; rows: { statuses: string[]; outcome: string }[] };

/** The status-mapping table under the page's `#status-mapping` heading, as the reader sees it. */
export function mappingOf(page: string): Mapping {
  const text = readFileSync(path.join(root, 'docs/plugins', page), 'utf8');
  const start = text.indexOf('{/* #status-mapping */}');
  if (start < 0) throw new Error(`${page}: no "#status-mapping" heading`);
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((l) => l.trim().startsWith('|'));
  const table: string[] = [];
  for (const line of lines.slice(first)) {
    if (!line.trim().startsWith('|')) break;
    table.push(line);
  }
  const rows = table.slice(2).map((line) => {
    const [first = '', outcome = ''] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    return { statuses: [...first.matchAll(/`([a-z_]+)`/g)].map((m) => m[1] ?? ''), outcome };
  });
  if (!rows.length) throw new Error(`${page}: the status-mapping table has no rows`);
  return { page, rows };
}

export const pluginPages = ['magento2.mdx', 'shopware.mdx', 'woocommerce.mdx'];
/** A shop status that gives the order (or its payment) up: it is not undone by a later payment. */
const givesUp = (outcome: string) => /cancel|fail/i.test(outcome) && !/unchanged|stays|keeps/i.test(outcome);
const keeps = (outcome: string) => /unchanged|stays|keeps/i.test(outcome);

/**
 * Replays one order's notifications through a mapping. `payable` says, after each notification,
 * whether the session could still be paid; `moneyHeld` whether money is taken or reserved at the end.
 */
function replay(mapping: Mapping, notes: Notified[], payable: boolean[], moneyHeld: boolean) {
  const problems: string[] = [];
  let order = 'waiting for payment';
  let gaveUp = false;
  notes.forEach((note, i) => {
    if (!note.status) return;
    const row = mapping.rows.find((r) => r.statuses.includes(note.status as string));
    if (!row) {
      problems.push(`${mapping.page}: no row for status ${note.status}, which ${note.type} carries`);
      return;
    }
    if (gaveUp || keeps(row.outcome)) return;
    order = row.outcome;
    if (givesUp(row.outcome)) {
      gaveUp = true;
      if (payable[i])
        problems.push(
          `${mapping.page}: ${note.type} (${note.status}) makes the order "${order}" while the session is still open for another card`,
        );
    }
  });
  if (gaveUp && moneyHeld) problems.push(`${mapping.page}: the order ends "${order}" with a captured or authorised payment`);
  return problems;
}

/**
 * Replays one order's notifications through every plugin page's table and fails with what a shop
 * would do wrong (see replay).
 */
export function checkPlugins(notes: Notified[], payable: boolean[], moneyHeld: boolean) {
  const problems = pluginPages.flatMap((page) => replay(mappingOf(page), notes, payable, moneyHeld));
  expect(problems, 'what the plugin pages tell the shop to do').toEqual([]);
}
