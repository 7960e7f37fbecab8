/**
 * Error code explorer: the error catalogue of payments.yaml (ErrorCode x-error-codes, written to
 * generated/data/errorCodes.json by scripts/build/gen-api.mjs) as a table that filters by text and by
 * HTTP status. Every row has the code as its id, so /partials/api-error-handling#card_declined
 * links to it, and links the operations that return the code.
 */
import React, { useId, useMemo, useState } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import errorCodes, { type ErrorCodeEntry } from '@site/generated/data/errorCodes.json';
import { routes } from '@site/config/brand';
import styles from './styles.module.css';

/** Reason phrases of the statuses the catalogue uses (RFC 9110). */
const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Operations listed inline; more than this fold into a disclosure. */
const inlineOperations = 3;

function statusLabel(status: number): string {
  const phrase = reasonPhrases[status];
  return phrase ? `${status} ${phrase}` : String(status);
}

/** Lower-case text of a row that the filter searches: code (also with spaces), meaning, cause, resolution. */
function haystack(entry: ErrorCodeEntry): string {
  return [entry.code, entry.code.replace(/_/g, ' '), entry.meaning, entry.cause, entry.resolution].join('\n').toLowerCase();
}

function matches(entry: ErrorCodeEntry, words: string[], status: string): boolean {
  if (status && String(entry.httpStatus) !== status) return false;
  const text = haystack(entry);
  return words.every((word) => text.includes(word));
}

function Operations({ entry }: { entry: ErrorCodeEntry }): React.ReactElement {
  if (entry.operations.length === 0) {
    return <span className={styles.muted}>No operation documents it</span>;
  }
  const list = (
    <ul className={styles.operations}>
      {entry.operations.map((slug) => (
        <li key={slug}>
          <Link to={`${routes.api}/${slug}`}>{errorCodes.operations[slug]?.summary ?? slug}</Link>
        </li>
      ))}
    </ul>
  );
  if (entry.operations.length <= inlineOperations) return list;
  return (
    <details className={styles.disclosure}>
      <summary>{entry.operations.length} operations</summary>
      {list}
    </details>
  );
}

export default function ErrorCodeExplorer(): React.ReactElement {
  const entries = errorCodes.codes;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const id = useId();
  const brokenLinks = useBrokenLinks();
  for (const entry of entries) brokenLinks.collectAnchor(entry.code);

  const statuses = useMemo(() => [...new Set(entries.map((entry) => entry.httpStatus))].sort((a, b) => a - b), [entries]);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries.filter((entry) => matches(entry, words, status));
  const filtered = words.length > 0 || status !== '';

  const count = filtered ? `Showing ${shown.length} of ${entries.length} codes` : `Showing all ${entries.length} codes`;
  const clear = () => {
    setQuery('');
    setStatus('');
  };

  return (
    <section className={styles.explorer} aria-label="Error code explorer">
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={`${id}-query`}>Filter codes</label>
          <input
            id={`${id}-query`}
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="declined, Idempotency-Key, refund…"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>HTTP status</label>
          <select id={`${id}-status`} className={styles.input} value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">All statuses</option>
            {statuses.map((value) => (
              <option key={value} value={String(value)}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.count} role="status">
        {count}
      </p>
      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>
            No codes match
            {words.length > 0 && <> “{query.trim()}”</>}
            {status && <> with status {statusLabel(Number(status))}</>}.
          </p>
          <button type="button" className="button button--secondary button--sm" onClick={clear}>
            Clear filters
          </button>
        </div>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className="visually-hidden">Error codes of the Acme Payments API, from the ErrorCode schema</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Meaning and cause</th>
                <th scope="col">What to do</th>
                <th scope="col">Returned by</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={entry.code} id={entry.code} className={styles.row}>
                  <th scope="row" className={styles.codeCell}>
                    <a className={styles.code} href={`#${entry.code}`}>
                      <code>
                        {entry.code.split('_').map((part, index) => (
                          // A line may break after an underscore, not inside a word.
                          <React.Fragment key={index}>
                            {index > 0 && (
                              <>
                                _<wbr />
                              </>
                            )}
                            {part}
                          </React.Fragment>
                        ))}
                      </code>
                    </a>
                    <span className={styles.status}>{statusLabel(entry.httpStatus)}</span>
                  </th>
                  <td data-label="Meaning and cause">
                    <p className={styles.meaning}>{entry.meaning}</p>
                    <p className={styles.cause}>{entry.cause}</p>
                  </td>
                  <td data-label="What to do">{entry.resolution}</td>
                  <td data-label="Returned by">
                    <Operations entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
