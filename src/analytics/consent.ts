/**
 * The reader's analytics consent: read once from localStorage, kept in memory, written when the
 * reader decides (src/lib/storedState.ts, with the reader's other tabs). Storage may throw
 * (private windows, blocked site data): the decision then holds for this page visit only and
 * `storageBlocked` says so. The server (and hydration) sees "not asking", so the static HTML never
 * contains the banner and nothing flashes for readers who decided.
 */
import { useSyncExternalStore } from 'react';
import { storageKeys } from '@site/config/analytics';
import { createStoredState } from '@site/src/lib/storedState';

export type ConsentDecision = 'granted' | 'denied';
export type ConsentState = {
  decision: ConsentDecision | null;
  /** The banner is open: no decision yet, or the reader reopened it from the footer. */
  asking: boolean;
  storageBlocked: boolean;
};

const serverState: ConsentState = { decision: null, asking: false, storageBlocked: false };

export function parseDecision(stored: string | null): ConsentDecision | null {
  return stored === 'granted' || stored === 'denied' ? stored : null;
}

function load(): ConsentState {
  try {
    const decision = parseDecision(window.localStorage.getItem(storageKeys.consent));
    return { decision, asking: decision === null, storageBlocked: false };
  } catch {
    return { decision: null, asking: true, storageBlocked: true };
  }
}

const store = createStoredState(storageKeys.consent, load);

export function getConsent(): ConsentState {
  return store.get();
}

export function decideConsent(decision: ConsentDecision): void {
  const storageBlocked = store.write(decision);
  store.set({ decision, asking: false, storageBlocked });
}

/** The footer's "Analytics preferences": the banner opens again with the current decision. */
export function reopenConsent(): void {
  store.set({ ...getConsent(), asking: true });
}

/** Closes a reopened banner without changing the decision. */
export function closeConsent(): void {
  const current = getConsent();
  if (current.decision !== null) store.set({ ...current, asking: false });
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(store.subscribe, store.get, () => serverState);
}
