/**
 * The reader's first sign of using the page: the API explorer (src/theme/ApiExplorer) and the
 * code highlighter (src/lib/prismLanguages) load then, not with the page.
 */

/** Events that show a reader is using the page. */
export const intentEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/** Set by the reader's first key or pointer press in this document. */
let pressed = false;
/** True from the window's gaining focus to the end of that task: focus coming into the page from outside it. */
let enteringPage = false;
if (typeof window !== 'undefined') {
  for (const type of ['keydown', 'pointerdown'] as const) {
    window.addEventListener(type, () => (pressed = true), { capture: true, passive: true, once: true });
  }
  window.addEventListener(
    'focus',
    (event) => {
      if (event.target !== window) return;
      enteringPage = true;
      setTimeout(() => (enteringPage = false));
    },
    { capture: true },
  );
}

/**
 * A focus the reader caused: after a key or pointer press (Tab, a click), or entering the page
 * from outside it (Tab from the browser's address bar, back to the window). Not a focus the
 * page's script moved on its own before either, such as an input's autoFocus as the page loads
 * (the stock search page's).
 */
function readerMovedFocus(): boolean {
  return pressed || enteringPage;
}

/** Calls `callback` once, at the reader's next interaction; returns what cancels it. Browser only. */
export function onFirstIntent(callback: () => void): () => void {
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
