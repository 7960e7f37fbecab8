/**
 * The reader's sandbox keys, shared by every code block on the page: read once from
 * localStorage, kept in memory, written on Save and removed on Clear. Storage may throw (private
 * windows, blocked site data): the keys then live in memory for this page visit and
 * `storageBlocked` says so. The server (and hydration) always sees "no keys", so the static HTML
 * shows the placeholders and the reader's values appear after mount.
 */
import { useSyncExternalStore } from 'react';
import { parseStoredSandboxKeys, sandboxKeysStorageKey, type SandboxKeys } from '@site/config/sandboxKeys';

export type SandboxKeysState = {
  keys: SandboxKeys | null;
  /** Reading or writing localStorage threw: the keys are not remembered. */
  storageBlocked: boolean;
};

const serverState: SandboxKeysState = { keys: null, storageBlocked: false };
let state: SandboxKeysState | undefined;
const listeners = new Set<() => void>();

function load(): SandboxKeysState {
  try {
    return { keys: parseStoredSandboxKeys(window.localStorage.getItem(sandboxKeysStorageKey)), storageBlocked: false };
  } catch {
    return { keys: null, storageBlocked: true };
  }
}

function getState(): SandboxKeysState {
  state ??= load();
  return state;
}

function set(next: SandboxKeysState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Another tab saved or cleared keys. */
function onStorage(event: StorageEvent): void {
  if (event.key === sandboxKeysStorageKey || event.key === null) set(load());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function saveSandboxKeys(keys: SandboxKeys): void {
  let storageBlocked = false;
  try {
    window.localStorage.setItem(sandboxKeysStorageKey, JSON.stringify(keys));
  } catch {
    storageBlocked = true;
  }
  set({ keys, storageBlocked });
}

export function clearSandboxKeys(): void {
  let storageBlocked = false;
  try {
    window.localStorage.removeItem(sandboxKeysStorageKey);
  } catch {
    storageBlocked = true;
  }
  set({ keys: null, storageBlocked });
}

/** The saved keys: `null` on the server, during hydration and until the reader saves some. */
export function useSandboxKeys(): SandboxKeysState {
  return useSyncExternalStore(subscribe, getState, () => serverState);
}
