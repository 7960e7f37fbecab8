/**
 * What changed between the API versions, generated from the two specs (generated/data/apiChanges.json,
 * spec/api-diff.mjs; never edited by hand):
 * - <ApiVersionChanges method path /> under an operation page's title (scripts/build/gen-api.mjs puts it
 *   there): "Changed in 2025-06-01" with each change, breaking ones flagged;
 * - <ApiVersionChangelog from to /> on the changelog page: every changed operation. The changelog's
 *   RSS feed carries the same list (src/lib/apiChanges.ts, versionDiffMarkdown).
 */
import React, { type ReactElement } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import data from '@site/generated/data/apiChanges.json';
import {
  changeLabels,
  changelogAnchor,
  operationChanges,
  typeLabels,
  versionDiff,
  type ApiChangeItem,
  type ApiOperationChange,
} from '@site/src/lib/apiChanges';
import styles from './styles.module.css';

/** Inline code in the generated text (`Idempotency-Key`) as <code>. */
function Text({ text }: { text: string }): ReactElement {
  return <>{text.split(/`([^`]*)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}

function Items({ items }: { items: ApiChangeItem[] }): ReactElement | null {
  if (items.length === 0) return null;
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={`${item.type} ${item.text}`}>
          <span className={styles[item.type === 'breaking' ? 'breaking' : 'other']}>{typeLabels[item.type]}</span>{' '}
          <Text text={item.text} />
        </li>
      ))}
    </ul>
  );
}

/** Under an operation's title: the versions that changed it. Nothing when no version did. */
export default function ApiVersionChanges({ method, path }: { method: string; path: string }): ReactElement | null {
  const changes = operationChanges(data, method, path);
  if (changes.length === 0) return null;
  return (
    <aside className={styles.note} aria-label="Changes between API versions">
      {changes.map(({ version, from, operation }) => (
        <details key={version} className={styles.version}>
          <summary>
            {operation.change === 'added' ? 'New' : operation.change === 'removed' ? 'Removed' : 'Changed'} in API version{' '}
            <strong>{version}</strong>
            {operation.breaking ? <span className={styles.breaking}>Breaking</span> : null}{' '}
            <span className={styles.from}>(from {from})</span>
          </summary>
          <Items items={operation.items} />
          <p className={styles.more}>
            <Link to={`/changelog#${changelogAnchor(from, version)}`}>All changes between the versions</Link>
          </p>
        </details>
      ))}
    </aside>
  );
}

function OperationItem({ operation }: { operation: ApiOperationChange }): ReactElement {
  const name = <code>{`${operation.method.toUpperCase()} ${operation.path}`}</code>;
  return (
    <li>
      {changeLabels[operation.change]}: {operation.route ? <Link to={operation.route}>{name}</Link> : name}
      {operation.breaking ? <span className={styles.breaking}>Breaking</span> : null}
      <Items items={operation.items} />
    </li>
  );
}

/** On the changelog page: every operation changed between two versions. */
export function ApiVersionChangelog({ from, to }: { from: string; to: string }): ReactElement {
  const diff = versionDiff(data, from, to);
  // The operation pages link here: Docusaurus's anchor check knows heading ids only, unless told.
  useBrokenLinks().collectAnchor(changelogAnchor(from, to));
  if (!diff)
    return (
      <p>
        No generated changes between {from} and {to}: run npm run gen:api.
      </p>
    );
  return (
    <div className={styles.changelog} id={changelogAnchor(from, to)}>
      <p>
        Generated from the difference between the specifications of {diff.from} and {diff.to} ({diff.tool}):{' '}
        {diff.operations.length} operations changed, {diff.breaking} of them with breaking changes
        {diff.documentationChanges > 0 ? `, and ${diff.documentationChanges} changes to descriptions and examples` : ''}.
      </p>
      <ul>
        {diff.operations.map((operation) => (
          <OperationItem key={`${operation.method} ${operation.path}`} operation={operation} />
        ))}
      </ul>
    </div>
  );
}
