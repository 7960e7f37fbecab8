/**
 * Shown under the explorer's server while "Simulated sandbox (runs in your browser)" is chosen:
 * says what answers the requests, whether the simulator is ready, what it signed, and resets it.
 * The simulator's code (sandbox/browser-host.ts) loads when this panel first mounts.
 */
import React, { useEffect, useState } from 'react';
import { simulatedSandboxText as text } from '@site/config/sandbox';
import styles from './styles.module.css';

type Host = typeof import('@site/sandbox/browser-host');
type Status = { state: 'starting' } | { state: 'ready'; notifications: number } | { state: 'failed'; message: string };

let hostModule: Promise<Host> | undefined;
/** The host's chunk, fetched once; shared with the checkout page. */
export const loadHost = (): Promise<Host> =>
  (hostModule ??= import(/* webpackChunkName: "simulated-sandbox" */ '@site/sandbox/browser-host'));

function notificationCount(host: Host): number {
  return host.browserSimulator().notifications.list().length;
}

export default function SimulatedSandboxStatus(): React.ReactElement {
  const [status, setStatus] = useState<Status>({ state: 'starting' });
  const [host, setHost] = useState<Host>();

  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    loadHost()
      .then(async (loaded) => {
        await loaded.startBrowserSandbox();
        if (!live) return;
        setHost(loaded);
        setStatus({ state: 'ready', notifications: notificationCount(loaded) });
        unsubscribe = loaded.onChange(() => setStatus({ state: 'ready', notifications: notificationCount(loaded) }));
      })
      .catch((error: unknown) => {
        if (live) setStatus({ state: 'failed', message: error instanceof Error ? error.message : text.failed });
      });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

  return (
    <div className={styles.panel} data-state={status.state}>
      <p className={styles.intro}>{text.intro}</p>
      <p role="status" className={styles.status}>
        {status.state === 'starting' && text.starting}
        {status.state === 'ready' && `${text.ready} ${text.notifications(status.notifications)}`}
        {status.state === 'failed' && status.message}
      </p>
      {host?.savedStateProblem() ? <p role="alert">{host.savedStateProblem()}</p> : null}
      {host ? (
        <button type="button" className="button button--sm button--secondary" onClick={() => host.resetBrowserSimulator()}>
          {text.reset}
        </button>
      ) : null}
    </div>
  );
}
