import { useEffect, useEffectEvent } from 'react';

function ignoredTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target.closest('input, textarea, select, [role="dialog"], [role="alertdialog"]') !== null
  ) {
    return true;
  }
  // Enter on a focused button or link activates that control instead.
  return key === 'Enter' && target.closest('button, a, [role="button"], [role="tab"]') !== null;
}

/** ArrowLeft / ArrowRight pick the left / right pet; Enter goes on (unless typing or in a dialog). */
export function useBattleKeys(
  enabled: boolean,
  handlers: { onLeft: () => void; onRight: () => void; onEnter: () => void },
) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey) return;
    if (event.metaKey || event.shiftKey || ignoredTarget(event.target, event.key)) return;
    const handler =
      event.key === 'ArrowLeft'
        ? handlers.onLeft
        : event.key === 'ArrowRight'
          ? handlers.onRight
          : event.key === 'Enter'
            ? handlers.onEnter
            : null;
    if (!handler) return;
    event.preventDefault();
    handler();
  });

  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
