/**
 * The reader's sandbox keys, shared by every code block on the page: read once from
 * localStorage, kept in memory, written on Save and removed on Clear (src/lib/storedState.ts, with
 * the reader's other tabs). Storage may throw (private windows, blocked site data): the keys then
 * live in memory for this page visit and `storageBlocked` says so. The server (and hydration) always sees "no keys", so the static HTML
 * shows the placeholders and the reader's values appear after mount.
 */
import { useSyncExternalStore } from 'react';
import { parseStoredSandboxKeys, sandboxKeysStorageKey, type SandboxKeys } from '@site/config/sandboxKeys';
import { createStoredState } from '@site/src/lib/storedState';

export type SandboxKeysState = {
  keys: SandboxKeys | null;
  /** Reading or writing localStorage threw: the keys are not remembered. */
  storageBlocked: boolean;
};

const serverState: SandboxKeysState = { keys: null, storageBlocked: false };

function load(): SandboxKeysState {
  try {
    return { keys: parseStoredSandboxKeys(window.localStorage.getItem(sandboxKeysStorageKey)), storageBlocked: false };
  } catch {
    return { keys: null, storageBlocked: true };
  }
}

const store = createStoredState(sandboxKeysStorageKey, load);

export function saveSandboxKeys(keys: SandboxKeys): void {
  const storageBlocked = store.write(JSON.stringify(keys));
  store.set({ keys, storageBlocked });
}

export function clearSandboxKeys(): void {
  const storageBlocked = store.write(null);
  store.set({ keys: null, storageBlocked });
}

/** The saved keys: `null` on the server, during hydration and until the reader saves some. */
export function useSandboxKeys(): SandboxKeysState {
  return useSyncExternalStore(store.subscribe, store.get, () => serverState);
}
