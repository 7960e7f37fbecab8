/** Copy to the clipboard with a confirmation that lasts 1.5 s: shared by every copy button. */
import React, { useEffect, useRef, useState } from 'react';
import { copyConfirmationMs } from '@site/config/brand';

export type CopyState = 'idle' | 'copied' | 'failed';

/** `copy` writes what `getText` gives to the clipboard; `state` says how it went, then resets. */
export function useCopy(getText: () => string | Promise<string>): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  async function copy(): Promise<void> {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(await getText());
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), copyConfirmationMs);
  }
  return { state, copy };
}

/** The copy icon, or the check mark once copied. */
export function CopyIcon({ copied }: { copied: boolean }): React.ReactElement {
  return copied ? (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" data-icon="check">
      <path
        d="M5 12.5 10 17.5 19 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ) : (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" data-icon="copy">
      <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
