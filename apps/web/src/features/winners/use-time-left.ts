import { useEffect, useState } from 'react';

/**
 * Milliseconds until `endsAt` (ISO). Re-renders whenever the whole minutes left drop (the text
 * shows minutes), so at most once a minute. Once the time is up, `onEnd` runs, and again every
 * minute while `endsAt` stays the same (e.g. to load the next round until the server has it).
 * `onEnd` should be stable (useCallback).
 */
export function useTimeLeft(endsAt: string, onEnd?: () => void): number {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = end - Date.now();
      if (left <= 0) onEnd?.();
      const delay = left <= 0 ? 60_000 : Math.min(left, (left % 60_000) + 1);
      timer = setTimeout(() => {
        setNow(Date.now());
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [end, onEnd]);

  return Math.max(0, end - now);
}
