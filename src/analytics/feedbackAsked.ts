/**
 * The pages whose "Was this page helpful?" the reader answered in this visit (sessionStorage, so
 * a new visit asks again). Storage may throw: the list then lives in memory for this page load.
 */
import { storageKeys } from '@site/config/analytics';

const inMemory = new Set<string>();

function read(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(storageKeys.feedbackAsked) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((path): path is string => typeof path === 'string') : []);
  } catch {
    return new Set();
  }
}

export function wasAsked(path: string): boolean {
  return inMemory.has(path) || read().has(path);
}

export function markAsked(path: string): void {
  inMemory.add(path);
  try {
    const paths = read();
    paths.add(path);
    window.sessionStorage.setItem(storageKeys.feedbackAsked, JSON.stringify([...paths]));
  } catch {
    // Storage blocked: remembered in memory until the page reloads.
  }
}
