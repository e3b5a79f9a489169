import { useEffect, useEffectEvent } from 'react';
import type { SwipeDirection } from '../types';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest(
      'input, textarea, select, [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tablist"], [role="slider"]',
    ) !== null
  );
}

/**
 * ArrowLeft / ArrowRight swipe the top card, unless the user is typing, in a dialog, or in a
 * widget that uses the arrows itself (menus, tabs, sliders).
 */
export function useArrowKeys(enabled: boolean, onSwipe: (direction: SwipeDirection) => void) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey) return;
    if (event.metaKey || event.shiftKey || isTyping(event.target)) return;
    const direction =
      event.key === 'ArrowRight' ? 'right' : event.key === 'ArrowLeft' ? 'left' : null;
    if (!direction) return;
    event.preventDefault();
    onSwipe(direction);
  });

  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
