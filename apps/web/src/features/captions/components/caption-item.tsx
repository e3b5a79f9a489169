import { messages } from '@pawprize/shared';
import { Check, Heart, Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ReportButton } from '@/features/moderation';
import { votesLabel } from '@/features/pets/photo-kit';
import { cn } from '@/lib/utils';
import { quotedCaption } from '../caption-rules';
import type { ContestCaption } from '../types';

export interface CaptionVoteState {
  /** The caption the viewer voted for (all buttons are then disabled). */
  votedId: string | null;
  /** The caption whose vote is on its way. */
  pendingId: string | null;
  onVote: (captionId: string) => void;
}

interface CaptionItemProps {
  caption: ContestCaption;
  rank: number;
  isWinner: boolean;
  totalVotes: number;
  vote: CaptionVoteState;
}

function VoteButton({ caption, vote }: { caption: ContestCaption; vote: CaptionVoteState }) {
  const mine = vote.votedId === caption.id;
  const pending = vote.pendingId === caption.id;
  // Nobody votes for a caption they wrote (the "Your caption" tag says why; ADR 0110).
  if (caption.isMine && !mine) return null;
  if (mine) {
    return (
      <Button type="button" size="sm" variant="accent" disabled className="disabled:opacity-100">
        <Check aria-hidden="true" />
        {messages.captionContest.voted}
      </Button>
    );
  }
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={vote.votedId !== null || vote.pendingId !== null}
      onClick={() => vote.onVote(caption.id)}
      aria-label={pending ? undefined : `Vote for ${quotedCaption(caption.caption)}`}
    >
      {pending ? <Spinner /> : <Heart aria-hidden="true" />}
      {pending ? 'Voting…' : 'Vote'}
    </Button>
  );
}

/** One caption: its text, votes (count and share), who wrote it, and its vote button. */
export function CaptionItem({ caption, rank, isWinner, totalVotes, vote }: CaptionItemProps) {
  const share = totalVotes > 0 ? Math.round((caption.votes / totalVotes) * 100) : 0;
  return (
    <li
      className={cn(
        'relative flex gap-3 rounded-2xl border p-4 sm:gap-4 sm:p-5',
        isWinner
          ? 'border-sunny-300 bg-gradient-to-br from-[#fff4d1] via-[#fffaf0] to-card shadow-lifted ring-2 ring-sunny-300'
          : 'border-border/70 bg-card shadow-soft',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full font-display text-sm font-extrabold',
          isWinner ? 'bg-sunny-300 text-plum-900 shadow-soft' : 'bg-coral-50 text-coral-800',
        )}
      >
        {isWinner ? <Trophy className="size-4.5" /> : rank}
      </span>
      <div className="min-w-0 flex-1">
        {isWinner ? (
          <p className="mb-1.5 inline-flex items-center gap-1 rounded-full bg-sunny-300 px-2.5 py-0.5 text-xs font-extrabold tracking-wide text-plum-900 uppercase">
            <Trophy aria-hidden="true" className="size-3.5" />
            Winner
          </p>
        ) : null}
        <p className="font-display text-base leading-snug font-bold break-words text-plum-800 sm:text-lg">
          {quotedCaption(caption.caption)}
        </p>
        <div
          aria-hidden="true"
          className="mt-2.5 h-1.5 w-full overflow-hidden rounded-full bg-plum-800/6"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width] duration-500',
              isWinner ? 'bg-sunny-400' : 'bg-coral-400',
            )}
            style={{ width: `${share}%` }}
          />
        </div>
        <div className="mt-3 flex items-center justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2.5 gap-y-1 text-xs sm:text-sm">
            <span className="font-semibold text-plum-700 tabular-nums">
              {votesLabel(caption.votes)}
            </span>
            {caption.isMine ? (
              <span className="rounded-full bg-teal-100 px-2 py-0.5 text-xs font-bold text-teal-700">
                Your caption
              </span>
            ) : caption.isUserCaption ? (
              <span className="rounded-full bg-plum-800/6 px-2 py-0.5 text-xs font-bold text-plum-600">
                Fan caption
              </span>
            ) : null}
          </div>
          <div className="flex shrink-0 items-center gap-1">
            {caption.isUserCaption && !caption.isMine ? (
              <ReportButton
                variant="icon"
                target={{ subjectType: 'caption', subjectId: caption.id, label: caption.caption }}
              />
            ) : null}
            <VoteButton caption={caption} vote={vote} />
          </div>
        </div>
      </div>
    </li>
  );
}
