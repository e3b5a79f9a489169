import { messages, WINNERS_MONTHS } from '@pawprize/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useCallback } from 'react';
import { LoadError } from '@/components/load-error';
import { useWinners, winnersKeys } from '../use-winners';
import { CurrentRoundCard, CurrentRoundSkeleton } from './current-round';
import { WinnerCard, WinnerCardSkeleton } from './winner-card';

function NoWinners() {
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-coral-200 bg-card/70 px-6 py-12 text-center sm:py-14">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-sunny-300/60 text-coral-700">
        <Trophy aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 max-w-md font-display text-xl font-extrabold text-balance text-plum-800">
        {messages.winners.empty}
      </p>
      <p className="mt-2 max-w-md text-balance text-muted-foreground">
        Each month&apos;s winner appears here once the month has closed.
      </p>
    </div>
  );
}

function PastWinnersHeading() {
  return (
    <h2 id="past-winners-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
      Hall of fame
    </h2>
  );
}

/** The running month's race, then the last 6 months' winners (newest first). */
export function WinnersBoard() {
  const query = useWinners();
  const queryClient = useQueryClient();
  // The month is over: load the new round (and, once recorded, its winner).
  const onEnded = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: winnersKeys.all }),
    [queryClient],
  );

  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-14">
        <span className="sr-only">Loading the winners…</span>
        <CurrentRoundSkeleton />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <WinnerCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load the winners."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { current, winners } = query.data;
  return (
    <div className="grid gap-14">
      <CurrentRoundCard round={current} onEnded={onEnded} />
      <section aria-labelledby="past-winners-heading">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
          <PastWinnersHeading />
          <p className="text-sm text-muted-foreground">
            The last {WINNERS_MONTHS} months&apos; winners
          </p>
        </div>
        {winners.length === 0 ? (
          <NoWinners />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {winners.slice(0, WINNERS_MONTHS).map((winner) => (
              <li key={winner.month}>
                <WinnerCard winner={winner} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
