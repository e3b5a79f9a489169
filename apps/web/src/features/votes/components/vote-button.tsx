import { messages } from '@pawprize/shared';
import { Heart, UserRound } from 'lucide-react';
import { useId } from 'react';
import { votesLabel } from '@/features/pets/photo-kit';
import { cn } from '@/lib/utils';
import { useCardVote } from '../hooks/use-card-vote';
import type { VotablePet } from '../types';

interface VoteButtonProps {
  pet: VotablePet;
  /**
   * 'card' (default): a compact heart with the count, for pet cards. 'detail': a large
   * Vote / Voted button for the pet's page, which shows the count beside it.
   */
  variant?: 'card' | 'detail';
  className?: string;
}

/**
 * The card vote control (docs/product/votes.md): a toggle (aria-pressed) whose heart fills once
 * voted; '...' while the vote is on its way; signed out it asks to log in. On the viewer's own
 * pet there is nothing to press: "Your entry" (the server refuses such votes, ADR 0110).
 */
export function VoteButton({ pet, variant = 'card', className }: VoteButtonProps) {
  const { voted, busy, toggle } = useCardVote(pet);
  const countId = useId();
  if (pet.isOwner) return <YourEntry pet={pet} variant={variant} className={className} />;
  const heart = (
    <Heart
      aria-hidden="true"
      className={cn(
        'shrink-0 transition-transform duration-200',
        voted ? 'fill-current motion-safe:scale-110' : 'fill-transparent',
        variant === 'card' ? 'size-4' : 'size-5',
      )}
    />
  );

  if (variant === 'detail') {
    return (
      <button
        type="button"
        onClick={toggle}
        aria-pressed={voted}
        aria-busy={busy}
        disabled={busy}
        title={voted ? 'Remove your vote' : `Vote for ${pet.petName}`}
        className={cn(
          'inline-flex h-12 min-w-32 items-center justify-center gap-2 rounded-full px-6 font-display text-base font-extrabold transition-[background-color,color,box-shadow,transform] duration-150 active:scale-[0.97] disabled:cursor-progress',
          voted
            ? 'bg-coral-100 text-coral-800 ring-2 ring-coral-300 ring-inset hover:bg-coral-200'
            : 'bg-primary text-primary-foreground shadow-glow hover:bg-primary-hover hover:shadow-lifted',
          className,
        )}
      >
        {heart}
        {busy ? '...' : voted ? 'Voted' : 'Vote'}
      </button>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={voted}
        aria-busy={busy}
        aria-describedby={countId}
        disabled={busy}
        title={voted ? 'Remove your vote' : 'Vote'}
        className={cn(
          // The pill stays 32 px tall; its invisible hit area is 44 px (docs/product/touch-targets.md).
          'tap-target relative inline-flex h-8 min-w-14 items-center justify-center gap-1.5 rounded-full px-3 text-xs font-bold tabular-nums ring-1 transition-[background-color,color,box-shadow,transform] duration-150 ring-inset active:scale-95 disabled:cursor-progress sm:text-sm',
          voted
            ? 'bg-primary text-primary-foreground ring-primary hover:bg-primary-hover'
            : 'bg-coral-50 text-coral-800 ring-coral-200 hover:bg-coral-100 hover:ring-coral-300',
          className,
        )}
      >
        {heart}
        <span className="sr-only">Vote for {pet.petName}</span>
        <span aria-hidden="true">{busy ? '...' : pet.votesCount.toLocaleString('en-US')}</span>
      </button>
      <span id={countId} className="sr-only">
        {votesLabel(pet.votesCount)}
      </span>
    </>
  );
}

/**
 * In place of the vote control on the viewer's own pet: nothing to press. The page says "Your
 * entry"; a card shows its count as a card without a vote control does (the card's own "Your
 * entry" tag says why).
 */
function YourEntry({ pet, variant = 'card', className }: VoteButtonProps) {
  if (variant === 'detail') {
    return (
      <p
        className={cn(
          'inline-flex h-12 items-center justify-center gap-2 rounded-full bg-teal-100 px-5 font-display text-base font-extrabold text-teal-700 ring-1 ring-teal-200 ring-inset',
          className,
        )}
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        {messages.vote.yourEntry}
      </p>
    );
  }
  return (
    <p
      title={messages.vote.yourEntry}
      className={cn(
        'inline-flex h-8 items-center justify-center gap-1 rounded-full bg-coral-50 px-2.5 text-xs font-bold text-coral-800 tabular-nums sm:gap-1.5 sm:px-3 sm:text-sm',
        className,
      )}
    >
      <Heart aria-hidden="true" className="size-4 shrink-0 fill-coral-500 text-coral-500" />
      <span aria-hidden="true">{pet.votesCount.toLocaleString('en-US')}</span>
      <span className="sr-only">{votesLabel(pet.votesCount)}</span>
    </p>
  );
}
