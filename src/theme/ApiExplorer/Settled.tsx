/**
 * Shows `children` (the explorer, just loaded) only once their size holds, with `placeholder` in
 * their place until then: the takeover of the placeholder without a layout shift.
 *
 * The explorer changes its own size right after it mounts: its code sample is written in a
 * passive effect of the theme's CodeSnippets (docusaurus-theme-openapi-docs 5.2), first without the
 * headers the site fills in (the sandbox key, the fresh Idempotency-Key), so the request form
 * below it moved down about 80 px in the reader's view (a layout shift of 0.05 on a desktop
 * operation page). Here it lays out hidden, out of the flow, at the width of its place; once its
 * height has held for a few frames (or after at most a second, so it is never held back long) it
 * takes the placeholder's place in one commit. Nodes that appear are not a layout shift.
 */
import React, { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Frames with an unchanged height that count as settled, and the longest wait. */
const stableFrames = 3;
const longestWaitMs = 1000;

type Props = { children: ReactNode; placeholder: ReactNode };

export default function Settled({ children, placeholder }: Props): React.ReactElement {
  const box = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (settled || !element) return undefined;
    let last = -1;
    let stable = 0;
    let frame = 0;
    const check = () => {
      const height = element.offsetHeight;
      stable = height === last ? stable + 1 : 0;
      last = height;
      if (stable >= stableFrames) setSettled(true);
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    const timer = window.setTimeout(() => setSettled(true), longestWaitMs);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [settled]);
  // One tree in both states (the placeholder's slot empties), so the explorer is not remounted.
  return (
    <div style={settled ? undefined : { position: 'relative' }}>
      {settled ? null : placeholder}
      <div
        ref={box}
        style={settled ? undefined : { position: 'absolute', top: 0, left: 0, right: 0, visibility: 'hidden' }}
        aria-hidden={settled ? undefined : true}
      >
        {children}
      </div>
    </div>
  );
}
