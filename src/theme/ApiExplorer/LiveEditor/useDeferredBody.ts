/**
 * Hands the request body to the explorer's store off the typing path, so that a reader can type
 * into the body editor at any speed without losing keys.
 *
 * The stock editor reports every keystroke in an effect, and the explorer stores it at once
 * (`setStringRawBody`): a Redux update, which React always renders synchronously, re-renders the
 * code samples and request form, and the samples then generate their code in another effect.
 * Typing faster than that chain finishes (about 220 keys without pause, or a slow phone) left
 * synchronous work pending commit after commit until React gave up with "Maximum update depth
 * exceeded" (error #185), thrown inside the editor's key handler: that key was lost (issue 32).
 *
 * Here a keystroke only schedules the store update in a transition: the editor's own render stays
 * the only urgent work, and while keys keep coming React keeps the latest text and stores it once.
 * The body is stored at once (synchronously) when the editor loses the focus, which every way to
 * Send goes through (a click or a tap on the button, Tab to it): the request sends what is shown.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

type Store = (code: string) => void;

/** `report` takes each text the editor reports; `flush` stores the latest one now. */
export function useDeferredBody(store: Store): { report: Store; flush: () => void } {
  const storeRef = useRef(store);
  storeRef.current = store;
  const latest = useRef<string | null>(null);
  const stored = useRef<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const flush = useCallback(() => {
    const code = latest.current;
    if (code === null || code === stored.current) return;
    stored.current = code;
    storeRef.current(code);
  }, []);

  // Runs after the transition's render: the latest text by then (keys typed meanwhile included).
  useEffect(flush, [pending, flush]);

  const report = useCallback((code: string) => {
    latest.current = code;
    startTransition(() => setPending(code));
  }, []);

  return { report, flush };
}
