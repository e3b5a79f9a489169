import { messages } from '@pawprize/shared';
import { Flame, Gift, Hourglass, Vote } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { VoterState } from '../types';
import { streakLabel, votesLeftLabel } from '../vote-rules';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs leading-5 font-bold whitespace-nowrap shadow-soft ring-1 ring-inset sm:text-[0.8125rem] [&_svg]:size-3.5 [&_svg]:shrink-0';

/** '🔥 N-day streak' (shown when the streak is above 0). */
export function StreakBadge({ days, className }: { days: number; className?: string }) {
  return (
    <span
      data-testid="streak-badge"
      className={cn(pill, 'bg-sunny-300/60 text-plum-900 ring-sunny-400/70', className)}
    >
      <Flame aria-hidden="true" className="fill-coral-500 text-coral-600" />
      {streakLabel(days)}
    </span>
  );
}

/**
 * Votes left today as one figure (allowance and bonus votes together, the bonus part named:
 * "5 daily + 3 bonus left"), and the bonus votes still waiting for someone to open the shared
 * link (SHARE_BONUS=on-visit, ADR 0082), which are not in it.
 */
export function VoterBadges({
  voter,
  showVotesLeft = true,
  className,
}: {
  voter: VoterState;
  /** Off where there is nothing to spend them on (an empty deck). */
  showVotesLeft?: boolean;
  className?: string;
}) {
  const streak = voter.streak?.currentStreak ?? 0;
  const withBonus = voter.bonusVotesLeft > 0 && voter.votesLeft > 0;
  const VotesIcon = withBonus ? Gift : Vote;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {streak > 0 ? <StreakBadge days={streak} /> : null}
      {showVotesLeft ? (
        <span
          data-testid="votes-left-badge"
          className={cn(
            pill,
            voter.votesLeft <= 0
              ? 'bg-coral-50 text-coral-800 ring-coral-200'
              : withBonus
                ? 'bg-teal-50 text-teal-800 ring-teal-200'
                : 'bg-card text-plum-800 ring-border',
          )}
        >
          <VotesIcon aria-hidden="true" className="text-teal-600" />
          {votesLeftLabel(voter)}
        </span>
      ) : null}
      {showVotesLeft && voter.bonusVotesPending ? (
        <span
          data-testid="bonus-pending-badge"
          title={messages.share.pendingBadgeLabel(voter.bonusVotesPending)}
          className={cn(pill, 'bg-card text-plum-800 ring-border')}
        >
          <Hourglass aria-hidden="true" className="text-teal-600" />
          <span aria-hidden="true">{messages.share.pendingBadge(voter.bonusVotesPending)}</span>
          <span className="sr-only">
            {messages.share.pendingBadgeLabel(voter.bonusVotesPending)}
          </span>
        </span>
      ) : null}
    </div>
  );
}
