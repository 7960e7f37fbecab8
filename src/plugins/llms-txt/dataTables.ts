/**
 * What the docs' data components show, as Markdown, for the Markdown twins (./components.ts maps
 * each component to one of these). Each reads the module its component reads, so a page and its
 * twin state the same values: config/testCards (TestCardTable), config/testCardList.cjs
 * (TestIdentityTable), config/stateModel (StateModel), generated/data/errorCodes.json
 * (ErrorCodeExplorer), generated/data/apiChanges.json (ApiVersionChanges, ApiVersionChangelog).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testCards } from '../../../config/testCards';
import { testIdentities } from '../../../config/testCardList.cjs';
import { objectNames as names, transitions as all } from '../../../config/stateModel.cjs';
import type { ObjectKind, Transition } from '../../../config/stateModel';
import {
  changelogAnchor,
  operationChanges,
  typeLabels,
  versionDiff,
  versionDiffMarkdown,
  type ApiChangesData,
} from '../../lib/apiChanges';

// The .cjs data itself (config/stateModel.ts, its typed view, has the same name: a Node loader may pick either).
const objectNames = names as Record<ObjectKind, string>;
const transitions = all as Transition[];

/** A Markdown table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

function table(head: string[], rows: string[][]): string {
  return [head, head.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

/** The test cards (TestCardTable). */
export function testCardTable(): string {
  return table(
    ['Scenario', 'Brand', 'Card number', 'What the sandbox does', 'Error code'],
    testCards.map((card) => [
      card.scenario,
      card.brand,
      `\`${card.number}\``,
      card.result,
      card.errorCode ? `\`${card.errorCode}\`` : '—',
    ]),
  );
}

/** The Age Verification test identities (TestIdentityTable). */
export function testIdentityTable(): string {
  return table(
    ['Date of birth', 'Result', 'Who it is'],
    testIdentities.map((identity) => [`\`${identity.birthDate}\``, `\`${identity.result}\``, identity.description]),
  );
}

/** The error catalogue (ErrorCodeExplorer), from the data scripts/build/gen-api.mjs writes from the spec. */
export function errorCodeTable(siteDir: string): string {
  const { codes } = JSON.parse(readFileSync(join(siteDir, 'generated/data/errorCodes.json'), 'utf8')) as {
    codes: { code: string; httpStatus: number; meaning: string; cause: string; resolution: string }[];
  };
  return table(
    ['Code', 'HTTP', 'Meaning and cause', 'What to do'],
    codes.map((entry) => [`\`${entry.code}\``, String(entry.httpStatus), `${entry.meaning} ${entry.cause}`, entry.resolution]),
  );
}

/** What happens after each event to the objects named (StateModel): one table per object. */
export function stateModelTables(objects: string[]): string {
  const unknown = objects.filter((object) => !(object in objectNames));
  if (unknown.length) throw new Error(`unknown object ${unknown.join(', ')}; one of ${Object.keys(objectNames).join(', ')}`);
  const state = (name: string | null) => (name === null ? '(new)' : `\`${name}\``);
  return (objects as ObjectKind[])
    .map((object) => {
      const rows = transitions
        .filter((transition) => transition.object === object)
        .map((t) => [
          `${state(t.from)} → ${state(t.to)}: ${t.on} (${t.by})${t.simulated === false ? ' Not produced by the sandbox.' : ''}`,
          t.notification
            ? `\`${t.notification}\``
            : t.alongside
              ? `the payment's \`${t.alongside.replace(' or ', '` or `')}\``
              : 'none',
          t.then,
        ]);
      return `**${objectNames[object]}**\n\n${table(['Step', 'Notification', 'What your system does'], rows)}`;
    })
    .join('\n\n');
}

function apiChanges(siteDir: string): ApiChangesData {
  return JSON.parse(readFileSync(join(siteDir, 'generated/data/apiChanges.json'), 'utf8')) as ApiChangesData;
}

/** Every operation changed between two API versions (ApiVersionChangelog). */
export function apiVersionChangelog(siteDir: string, from: string, to: string): string {
  const diff = versionDiff(apiChanges(siteDir), from, to);
  if (!diff) throw new Error(`no generated changes between ${from} and ${to} (run npm run gen:api)`);
  return versionDiffMarkdown(diff);
}

/** What changed in one operation in each API version (ApiVersionChanges); empty when nothing did. */
export function operationVersionChanges(siteDir: string, method: string, path: string): string {
  return operationChanges(apiChanges(siteDir), method, path)
    .map(({ version, from, operation }) => {
      const verb = operation.change === 'added' ? 'New' : operation.change === 'removed' ? 'Removed' : 'Changed';
      const items = operation.items.map((item) => `- ${typeLabels[item.type]}: ${item.text}`);
      return [
        `**${verb} in API version ${version}**${operation.breaking ? ' (breaking)' : ''} (from ${from})`,
        '',
        ...items,
        '',
        `[All changes between the versions](/changelog#${changelogAnchor(from, version)})`,
      ].join('\n');
    })
    .join('\n\n');
}

/**
 * What the build adds to the API pages of the current version, for their twins: the version changes
 * under each operation of our own spec (scripts/build/api/version-changes.mjs) and the error
 * catalogue after the ErrorCode schema (scripts/build/api/error-codes-page.mjs).
 */
export function apiPageExtras(siteDir: string, ownSpec: boolean) {
  return {
    operationExtra: (method: string, path: string) => (ownSpec ? operationVersionChanges(siteDir, method, path) : ''),
    schemaExtra: (name: string) => {
      if (name !== 'ErrorCode') return '';
      const codes = errorCodeTable(siteDir);
      return codes.split('\n').length > 2 ? `## Error codes\n\n${codes}` : '';
    },
  };
}
