import { useEffect, useRef, useState } from 'react';
import { nextShown, sameProgress, type CreateProgressState } from '../caption-rules';

const IDLE: CreateProgressState = { phase: 'idle', progress: 0 };

/**
 * The creation's progress as drawn. Real events set the `target`; what is shown walks towards it
 * one render at a time through every step (10, 20, 40, 50, 70, 80, 100; docs/product/captions.md),
 * so a fast server never makes a notice or a step flash by unseen — at the cost of a few
 * milliseconds. Going back (a retry, a failure) is shown at once.
 */
export function useSteppedProgress() {
  const [target, setTarget] = useState<CreateProgressState>(IDLE);
  const [shown, setShown] = useState<CreateProgressState>(IDLE);
  const shownRef = useRef(shown);
  const waiters = useRef<{ progress: number; resolve: () => void }[]>([]);

  useEffect(() => {
    shownRef.current = shown;
    waiters.current = waiters.current.filter((waiter) => {
      if (shown.progress < waiter.progress) return true;
      waiter.resolve();
      return false;
    });
    if (sameProgress(shown, target)) return;
    // A new task per step: the previous one is committed (and can be painted) first.
    const timer = setTimeout(() => setShown(nextShown(shown, target)));
    return () => clearTimeout(timer);
  }, [shown, target]);

  // Nobody waits on a page that is gone.
  useEffect(() => {
    const pending = waiters;
    return () => pending.current.forEach((waiter) => waiter.resolve());
  }, []);

  /** Resolves once `progress` (e.g. 100) has been drawn. */
  function shownAtLeast(progress: number): Promise<void> {
    if (shownRef.current.progress >= progress) return Promise.resolve();
    return new Promise((resolve) => waiters.current.push({ progress, resolve }));
  }

  return { shown, target, setTarget, shownAtLeast, reset: () => setTarget(IDLE) };
}
