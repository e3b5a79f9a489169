import type { Contest } from '@pawprize/shared/schemas/contests';
import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '@/lib/utils';
import { contestKeys } from '../api/keys';
import { countdownText } from '../contest-rules';
import { useNow } from '../hooks/use-now';

/**
 * "Voting closes in 2d 4h · Fri 12 Dec, 18:00 (New York time)", ticking each minute; when the
 * phase changes, the contests are fetched again so the page moves along with it.
 */
export function Countdown({ contest, className }: { contest: Contest; className?: string }) {
  const now = useNow();
  const queryClient = useQueryClient();
  const due = contest.nextPhaseAt !== null && Date.parse(contest.nextPhaseAt) <= now;
  useEffect(() => {
    if (due) void queryClient.invalidateQueries({ queryKey: contestKeys.all });
  }, [due, queryClient]);
  const text = countdownText(contest, now);
  if (!text) return null;
  return (
    <p className={cn('flex items-start gap-1.5 text-sm text-plum-700', className)}>
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-coral-600" />
      <span>{text}</span>
    </p>
  );
}
