/**
 * The search shortcuts, as DocSearch's useDocSearchKeyboardEvents (3.9) handles them, without
 * importing DocSearch: Ctrl+K / ⌘+K toggles the modal, "/" opens it outside text fields, Escape
 * closes it, and a letter or digit typed on the focused button opens it with that key as query.
 * Ours on top: while the modal is opening (until its input has the focus), the characters typed
 * outside a text field go to onInput, which keeps them for the query, instead of being lost.
 */
import { useEffect, type RefObject } from 'react';

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const tag = target?.tagName;
  return Boolean(target?.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA');
}

export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  buttonRef,
  isOpening,
}: {
  isOpen: boolean;
  /** True from the request to open until the modal's input has the focus. */
  isOpening: () => boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if ((event.code === 'Escape' && isOpen) || toggle || (!isEditing(event) && event.key === '/' && !isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isEditing(event)) return;
      const starts = buttonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key);
      if (starts || (isOpening() && event.key?.length === 1)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef, isOpening]);
}
