/**
 * The reader's first sign of using the page: the API explorer (src/theme/ApiExplorer) and the
 * code highlighter (src/lib/prismLanguages) load then, not with the page.
 */

/** Events that show a reader is using the page. */
export const intentEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/** Calls `callback` once, at the reader's next interaction; returns what cancels it. Browser only. */
export function onFirstIntent(callback: () => void): () => void {
  const cancel = () => {
    for (const type of intentEvents) window.removeEventListener(type, listener, { capture: true });
  };
  const listener = () => {
    cancel();
    callback();
  };
  for (const type of intentEvents) window.addEventListener(type, listener, { capture: true, passive: true });
  return cancel;
}
