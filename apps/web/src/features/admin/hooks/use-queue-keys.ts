import { useEffect, useRef } from 'react';
import { QUEUE_ACTIONS, type QueueActionName } from '../queue-rules';

interface QueueKeyHandlers {
  enabled: boolean;
  onMove: (step: 1 | -1) => void;
  onToggle: () => void;
  onAction: (action: QueueActionName) => void;
  onClear: () => void;
  onHelp: () => void;
}

/** Typing in a field, or a key with Ctrl/Alt/Meta, is never a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return type !== 'checkbox' && type !== 'radio' && type !== 'button';
}

/** The queue's keyboard shortcuts (docs/decisions/0063-admin-console.md). */
export function useQueueKeys(handlers: QueueKeyHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const h = latest.current;
      if (!h.enabled || event.defaultPrevented) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // Another dialog or menu is open: its keys are its own.
      if (document.querySelector('[role="dialog"],[role="alertdialog"],[role="menu"]')) return;
      const key = event.key.toLowerCase();
      let handled = true;
      if (key === 'j') h.onMove(1);
      else if (key === 'k') h.onMove(-1);
      else if (key === 'x') h.onToggle();
      else if (key === 'escape') h.onClear();
      else if (event.key === '?') h.onHelp();
      else {
        const match = QUEUE_ACTIONS.find((a) => a.key === key);
        if (match) h.onAction(match.action);
        else handled = false;
      }
      if (handled) event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
