import { LEADERBOARD_SIZE, messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Trophy, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeaderboard } from '../hooks/use-leaderboard';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LeaderboardRow } from './leaderboard-row';

/** The top 10 pets by votes, with medals for the first three. */
export function LeaderboardList() {
  const query = useLeaderboard();

  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-3">
        <span className="sr-only">Loading the leaderboard…</span>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-2xl sm:h-28" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load the leaderboard."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const pets = query.data.slice(0, LEADERBOARD_SIZE);
  if (pets.length === 0) {
    return (
      <EmptyState
        icon={Trophy}
        title={messages.lists.noPets}
        action={
          <Button asChild>
            <Link to={href('upload')}>
              <Upload aria-hidden="true" />
              Add Your Pet
            </Link>
          </Button>
        }
      >
        The leaderboard fills up as pets collect votes.
      </EmptyState>
    );
  }
  // grid-cols-1 is minmax(0, 1fr): a long pet name is cut short, not the page widened (ADR 0049).
  return (
    <ol className="grid grid-cols-1 gap-3" aria-label="Top pets by votes">
      {pets.map((pet) => (
        <LeaderboardRow key={pet.id} pet={pet} />
      ))}
    </ol>
  );
}
