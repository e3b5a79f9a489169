import { CAPTION_WINNER_MIN_VOTES } from '@pawprize/shared';
import { Trophy } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { votesUntilWinner } from '../caption-rules';

/**
 * How close the contest is to a winner (5 votes in total, docs/product/captions.md), or that it has
 * one.
 */
export function WinnerMeter({ totalVotes, hasWinner }: { totalVotes: number; hasWinner: boolean }) {
  if (hasWinner) {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-[#fff7e0] px-4 py-3 text-sm text-plum-800 ring-1 ring-sunny-300">
        <Trophy aria-hidden="true" className="size-4 shrink-0 text-coral-600" />
        <span>
          <span className="font-bold">We have a winner!</span> The lead can still change as votes
          come in.
        </span>
      </p>
    );
  }
  const left = votesUntilWinner(totalVotes);
  return (
    <div className="grid gap-2 rounded-2xl bg-plum-800/4 px-4 py-3">
      <p id="winner-meter-label" className="text-sm text-plum-700">
        <span className="font-bold text-plum-800">
          {left} more vote{left === 1 ? '' : 's'}
        </span>{' '}
        until a winner is crowned
      </p>
      <Progress
        value={(Math.min(totalVotes, CAPTION_WINNER_MIN_VOTES) / CAPTION_WINNER_MIN_VOTES) * 100}
        aria-labelledby="winner-meter-label"
        className="h-2 bg-plum-800/8 [&>div]:from-sunny-400 [&>div]:to-coral-400"
      />
    </div>
  );
}
