/**
 * Reader state kept in localStorage and in memory, shared by every component on the page and by
 * the reader's other tabs (their `storage` events): read once, on first use, through `load`.
 * Components read it with useSyncExternalStore(store.subscribe, store.get, server snapshot).
 * Storage may throw (private windows, blocked site data): `write` then says so, and the state
 * lives in memory for this page visit. Used by the analytics consent (src/analytics/consent.ts)
 * and the sandbox keys (src/components/SandboxKeys/store.ts).
 */

export type StoredState<T> = {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** Stores the value (`null` removes it); answers true when storage refused. */
  write: (value: string | null) => boolean;
};

/** @param key the localStorage key @param load reads the state from storage (it may throw) */
export function createStoredState<T>(key: string, load: () => T): StoredState<T> {
  let state: T | undefined;
  const listeners = new Set<() => void>();

  const get = (): T => (state ??= load());
  const set = (next: T): void => {
    state = next;
    for (const listener of listeners) listener();
  };
  /** Another tab changed it. */
  const onStorage = (event: StorageEvent): void => {
    if (event.key === key || event.key === null) set(load());
  };
  const subscribe = (listener: () => void): (() => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  const write = (value: string | null): boolean => {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
      return false;
    } catch {
      return true;
    }
  };
  return { get, set, subscribe, write };
}
