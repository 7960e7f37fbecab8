/**
 * The search shortcuts, as DocSearch's useDocSearchKeyboardEvents (3.9) handles them, without
 * importing DocSearch: Ctrl+K / ⌘+K toggles the modal, "/" opens it outside text fields, Escape
 * closes it, and a letter or digit typed on the focused button opens it with that key as query.
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
}: {
  isOpen: boolean;
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
      if (buttonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
