/**
 * <StateModel objects={['session']} />: what happens after each event, rendered from
 * config/stateModel.cjs (the table the API simulator runs on), so the pages that describe the
 * session, transaction and notification life cycle say what the sandbox does.
 */
import React from 'react';
import { objectNames, transitions, type ObjectKind } from '@site/config/stateModel';
import styles from './styles.module.css';

/** `code` spans in the model's sentences, rendered as <code>. */
function Text({ text }: { text: string }): React.ReactElement {
  const parts = text.split('`');
  return <>{parts.map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <React.Fragment key={i}>{part}</React.Fragment>))}</>;
}

function State({ name }: { name: string | null }): React.ReactElement {
  return name === null ? <span className={styles.muted}>(new)</span> : <code>{name}</code>;
}

export default function StateModel({ objects }: { objects: ObjectKind[] }): React.ReactElement {
  const unknown = objects.filter((o) => !(o in objectNames));
  if (unknown.length)
    throw new Error(`<StateModel>: unknown object ${unknown.join(', ')}; one of ${Object.keys(objectNames).join(', ')}`);
  return (
    <>
      {objects.map((object) => (
        <table className={styles.table} key={object}>
          <caption className={styles.caption}>{objectNames[object]}</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Notification</th>
              <th scope="col">What your system does</th>
            </tr>
          </thead>
          <tbody>
            {transitions
              .filter((t) => t.object === object)
              .map((t) => (
                <tr key={`${t.from}-${t.event}`}>
                  <td data-label="Step">
                    <span className={styles.states}>
                      <State name={t.from} />{' '}
                      <span role="img" aria-label="becomes">
                        →
                      </span>{' '}
                      <State name={t.to} />
                    </span>
                    <span className={styles.event}>
                      <Text text={t.on} /> <span className={styles.muted}>({t.by})</span>
                      {t.simulated === false ? <span className={styles.muted}> Not produced by the sandbox.</span> : null}
                    </span>
                  </td>
                  <td data-label="Notification">
                    {t.notification ? (
                      <code>{t.notification}</code>
                    ) : t.alongside ? (
                      <span>
                        the payment&rsquo;s <Text text={`\`${t.alongside.replace(' or ', '` or `')}\``} />
                      </span>
                    ) : (
                      <span className={styles.muted}>none</span>
                    )}
                  </td>
                  <td data-label="What your system does">
                    <Text text={t.then} />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </>
  );
}
