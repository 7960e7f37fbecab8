/**
 * The reader's first sign of using the page: the API explorer (src/theme/ApiExplorer) and the
 * code highlighter (src/lib/prismLanguages) load then, not with the page.
 */

/** Events that show a reader is using the page. */
export const intentEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/**
 * A focus counts only once the reader has pressed a key or pointer in the page (the browser's
 * sticky user activation), not one the page's script moved on its own as it loaded, such as the
 * stock search page's input autoFocus. (Without the API, as before: every focus counts.)
 */
const readerMovedFocus = () =>
  (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ?? true;

/** Listens for the reader's next interaction; returns what stops listening. */
function listen(callback: () => void): () => void {
  const cancel = () => {
    for (const type of intentEvents) window.removeEventListener(type, listener, { capture: true });
  };
  const listener = (event: Event) => {
    if (event.type === 'focusin' && !readerMovedFocus()) return;
    cancel();
    callback();
  };
  for (const type of intentEvents) window.addEventListener(type, listener, { capture: true, passive: true });
  return cancel;
}

/**
 * Whether the reader has interacted since the page loaded. Listened for from the moment main.js
 * runs (this module is in it): a page's own code arrives after the first paint (patches/README.md,
 * core item 3), and a touch in that moment must still count for it.
 */
let interacted = false;
if (typeof window !== 'undefined') {
  listen(() => {
    interacted = true;
  });
}

/** True once the reader has interacted with the page (since main.js ran). */
export function readerHasInteracted(): boolean {
  return interacted;
}

/**
 * Calls `callback` once, at the reader's first interaction with the page: at once when there has
 * already been one. Returns what cancels it. Browser only.
 */
export function onFirstIntent(callback: () => void): () => void {
  if (interacted) {
    callback();
    return () => {};
  }
  return listen(callback);
}
