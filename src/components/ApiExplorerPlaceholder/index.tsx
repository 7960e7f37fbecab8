/**
 * Holds the API explorer's place on an operation page until its code has loaded
 * (src/theme/ApiExplorer): the outline of the code samples, the request form and the response
 * panel at their usual size, and a button that loads them for readers who have not moved yet
 * (keyboard and screen-reader users in browse mode).
 *
 * On an operation page with build-time samples (src/plugins/first-paint-samples) the code card
 * and the response card show them, real code at first paint (./FirstPaintSamples: server markup
 * the browser keeps as it is), and the button sits where the explorer's "Send" will be. `route`
 * is the page's permalink, which names its samples.
 */
import React from 'react';
import styles from './styles.module.css';
import FirstPaintSamples, { useHasFirstPaintSamples } from './FirstPaintSamples';

export type PlaceholderState = 'waiting' | 'loading' | 'failed';

type Props = { state: PlaceholderState; onLoad?: () => void; route?: string };

const messages: Record<PlaceholderState, string> = {
  waiting: '',
  loading: 'Loading code samples and the request form…',
  failed: 'The code samples and the request form could not load. Check your connection and try again.',
};

export default function ApiExplorerPlaceholder({ state, onLoad, route }: Props): React.ReactElement {
  const hasSamples = useHasFirstPaintSamples(route);
  if (hasSamples && route !== undefined) {
    return (
      <section className={styles.placeholder} aria-label="API explorer" aria-busy={state === 'loading'} data-state={state}>
        <span className={styles.security} aria-hidden="true" />
        <FirstPaintSamples route={route} part="request" className={styles.card} />
        <p className={styles.status} role="status">
          {messages[state]}
        </p>
        <div className={`${styles.card} ${styles.request}`}>
          <span className={styles.heading} aria-hidden="true" />
          {[0, 1, 2].map((index) => (
            <span key={index} className={styles.field} aria-hidden="true" />
          ))}
          {state !== 'loading' && onLoad ? (
            <button type="button" className={styles.sendButton} onClick={onLoad}>
              {state === 'failed' ? 'Try again' : 'Try it: load the request form and Send'}
            </button>
          ) : (
            <span className={styles.send} aria-hidden="true" />
          )}
        </div>
        <div className={`${styles.card} ${styles.response}`}>
          <p className={styles.responseTitle}>Response examples</p>
          <FirstPaintSamples route={route} part="responses" />
        </div>
      </section>
    );
  }
  return (
    <section className={styles.placeholder} aria-label="API explorer" aria-busy={state === 'loading'} data-state={state}>
      <span className={styles.security} aria-hidden="true" />
      <div className={styles.card}>
        <div className={styles.tabs} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className={styles.tab} />
          ))}
        </div>
        <div className={styles.code}>
          <div className={styles.lines} aria-hidden="true">
            {[70, 55, 85, 40, 65, 50, 75, 35].map((width, index) => (
              <span key={index} className={styles.line} style={{ width: `${width}%` }} />
            ))}
          </div>
          {state !== 'loading' && onLoad ? (
            <button type="button" className={styles.button} onClick={onLoad}>
              {state === 'failed' ? 'Try again' : 'Show code samples and Send'}
            </button>
          ) : null}
        </div>
      </div>
      <p className={styles.status} role="status">
        {messages[state]}
      </p>
      <div className={`${styles.card} ${styles.request}`} aria-hidden="true">
        <span className={styles.heading} />
        {[0, 1, 2].map((index) => (
          <span key={index} className={styles.field} />
        ))}
        <span className={styles.send} />
      </div>
      <div className={`${styles.card} ${styles.response}`} aria-hidden="true">
        <span className={styles.heading} />
      </div>
    </section>
  );
}
