import { messages, SHARE_BOOST_VOTES } from '@pawprize/shared';
import { Gift, Hourglass } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { publicSettings } from '@/lib/settings';
import { cn } from '@/lib/utils';
import type { VotablePet, VoterState } from '../types';
import { ShareButtons } from './share-buttons';

/**
 * The daily limit is used up (docs/product/votes.md): the message and the share buttons to earn
 * more.
 */
export function DailyLimitPanel({ pet, className }: { pet?: VotablePet; className?: string }) {
  const titleId = useId();
  return (
    <Alert
      variant="warning"
      role="status"
      aria-labelledby={titleId}
      className={cn('flex-col gap-4 rounded-3xl p-5 shadow-soft sm:p-6', className)}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-sunny-300 text-plum-900">
          <Hourglass aria-hidden="true" className="size-5" />
        </span>
        <p id={titleId} className="pt-0.5 font-semibold">
          {messages.vote.dailyLimitReached}
        </p>
      </div>
      <ShareButtons pet={pet} anchor />
      <p className="text-xs text-plum-600">Passing on a pet (swipe left) is always free.</p>
    </Alert>
  );
}

/** Beside the deck: how bonus votes work, with the share buttons. */
export function BonusVotesCard({
  pet,
  voter,
  className,
}: {
  pet?: VotablePet;
  voter?: Pick<VoterState, 'kind' | 'dailyLimit' | 'bonusVotesPending'>;
  className?: string;
}) {
  const what = pet ? pet.petName : 'PawPrize';
  return (
    <section
      aria-labelledby="bonus-votes-title"
      className={cn(
        'rounded-3xl border border-border/70 bg-card p-5 shadow-soft sm:p-6',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-teal-100 text-teal-700">
          <Gift aria-hidden="true" className="size-5" />
        </span>
        <h2 id="bonus-votes-title" className="text-lg font-extrabold">
          Earn bonus votes
        </h2>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {voter?.kind === 'visitor'
          ? `Log in and share ${what} with friends: each platform earns you ${SHARE_BOOST_VOTES} extra votes today.`
          : voter?.bonusVotesPending !== undefined
            ? messages.share.onVisitRule(what)
            : `You get ${voter?.dailyLimit ?? publicSettings.dailyVotes} votes a day. Share ${what} with friends to earn ${SHARE_BOOST_VOTES} more for today, once per platform.`}
      </p>
      <ShareButtons pet={pet} anchor className="mt-4" />
    </section>
  );
}
