import { href } from '@pawprize/shared/routes';
import { formatDistanceToNow, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { votesLabel } from '@/features/pets/photo-kit';
import { PetImage } from '@/components/pet-image';
import { placeholderOf } from '@/lib/image-variants';
import { errorMessage } from '@/lib/error-message';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { useCardVote } from '../hooks/use-card-vote';
import { useMyVotes } from '../hooks/use-my-votes';
import type { MyVote } from '../types';

function MyVoteRow({ vote }: { vote: MyVote }) {
  const { pet } = vote;
  const { busy, toggle } = useCardVote({ ...pet, hasVoted: true });
  const votedAt = parseISO(vote.votedAt);
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-border/70 bg-card p-3 shadow-soft sm:gap-4">
      <Link
        to={href('pet', { id: pet.id })}
        tabIndex={-1}
        aria-hidden="true"
        className="size-16 shrink-0 overflow-hidden rounded-xl sm:size-18"
        style={{ backgroundColor: placeholderOf(pet) }}
      >
        <PetImage pet={pet} sizes="72px" alt="" className="size-full object-cover" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={href('pet', { id: pet.id })}
          className="block truncate font-display text-lg font-extrabold text-plum-800 hover:text-coral-700"
        >
          {pet.petName}
        </Link>
        <p className="truncate text-sm text-muted-foreground">
          Voted{' '}
          <time dateTime={vote.votedAt} title={votedAt.toLocaleString()}>
            {formatDistanceToNow(votedAt, { addSuffix: true })}
          </time>
          <span aria-hidden="true"> · </span>
          <span className="max-sm:sr-only">{votesLabel(pet.votesCount)}</span>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={toggle}
        disabled={busy}
        aria-busy={busy}
        aria-label={`Unvote ${pet.petName}`}
      >
        {busy ? '...' : 'Unvote'}
      </Button>
    </li>
  );
}

/**
 * Dashboard → My Votes: the pets the user voted for, newest first, with Unvote and "Load more".
 * `empty` is the page's empty state ('Your recent votes will appear here.').
 */
export function MyVotes({ userId, empty }: { userId: string; empty: ReactNode }) {
  const query = useMyVotes(userId);

  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-3">
        <span className="sr-only">Loading your votes…</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-[90px] rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError && query.votes.length === 0) {
    return (
      <Alert variant="error" role="alert" className="flex-col gap-3">
        <div>
          <AlertTitle>We couldn&apos;t load your votes.</AlertTitle>
          <p>{errorMessage(query.error)}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="self-start bg-card"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching ? <Spinner /> : null}
          Try again
        </Button>
      </Alert>
    );
  }
  if (query.votes.length === 0) return <>{empty}</>;
  return (
    <div>
      <ul aria-label="Your recent votes" className="grid gap-3 md:grid-cols-2">
        {query.votes.map((vote) => (
          <MyVoteRow key={vote.pet.id} vote={vote} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? <Spinner /> : null}
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
