/**
 * The keyboard and focus of the "Copy page" WAI-ARIA menu button: Enter, Space or ArrowDown opens
 * it on the first item (ArrowUp on the last), arrows/Home/End move, Escape closes it and returns
 * focus to the button, Tab leaves it, a click outside closes it. The component renders the button
 * and the menu with the ids, refs and handlers this returns.
 */
import type React from 'react';
import { useEffect, useId, useRef, useState } from 'react';

export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  /** The item to focus when the menu opens: the first or the last. */
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const openMenu = (at: 'first' | 'last') => {
    focusOnOpen.current = at;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) close(true);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      case ' ':
        // Space activates a link item as Enter does (a button item activates itself).
        if (!(document.activeElement instanceof HTMLAnchorElement)) return;
        document.activeElement.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return { open, setOpen, close, openMenu, buttonId, menuId, button, menu, onButtonKeyDown, onMenuKeyDown };
}
