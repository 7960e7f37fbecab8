/**
 * The reader's analytics consent: read once from localStorage, kept in memory, written when the
 * reader decides. Storage may throw (private windows, blocked site data): the decision then holds
 * for this page visit only and `storageBlocked` says so. The server (and hydration) sees "not
 * asking", so the static HTML never contains the banner and nothing flashes for readers who decided.
 */
import { useSyncExternalStore } from 'react';
import { storageKeys } from '@site/config/analytics';

export type ConsentDecision = 'granted' | 'denied';
export type ConsentState = {
  decision: ConsentDecision | null;
  /** The banner is open: no decision yet, or the reader reopened it from the footer. */
  asking: boolean;
  storageBlocked: boolean;
};

const serverState: ConsentState = { decision: null, asking: false, storageBlocked: false };
let state: ConsentState | undefined;
const listeners = new Set<() => void>();

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

export function getConsent(): ConsentState {
  state ??= load();
  return state;
}

function set(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Another tab decided. */
function onStorage(event: StorageEvent): void {
  if (event.key === storageKeys.consent || event.key === null) set(load());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function decideConsent(decision: ConsentDecision): void {
  let storageBlocked = false;
  try {
    window.localStorage.setItem(storageKeys.consent, decision);
  } catch {
    storageBlocked = true;
  }
  set({ decision, asking: false, storageBlocked });
}

/** The footer's "Analytics preferences": the banner opens again with the current decision. */
export function reopenConsent(): void {
  set({ ...getConsent(), asking: true });
}

/** Closes a reopened banner without changing the decision. */
export function closeConsent(): void {
  const current = getConsent();
  if (current.decision !== null) set({ ...current, asking: false });
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, getConsent, () => serverState);
}
