import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

export interface LeaveWarning {
  /** React Router's blocker: `blocked` while the user is asked whether to leave. */
  blocker: Blocker;
  /** Lets the next navigation through without asking (call it once the form's work is saved). */
  release: () => void;
}

/**
 * Asks before leaving a page with unsent input (docs/decisions/0033-leave-warning.md): in-app
 * navigation is held by React Router's blocker (the page shows a confirm dialog for it), and a
 * reload or tab close gets the browser's own `beforeunload` prompt. Staying on the same path
 * (e.g. a hash change) never asks; after `release()` nothing asks any more.
 */
export function useLeaveWarning(when: boolean): LeaveWarning {
  const releasedRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !releasedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (releasedRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // The input went away while the question was open (e.g. cleared): nothing to protect.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.reset();
  }, [when, blocker]);

  const release = useCallback(() => {
    releasedRef.current = true;
  }, []);

  return { blocker, release };
}
