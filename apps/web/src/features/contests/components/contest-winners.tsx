import type { ContestWinnersList } from '@pawprize/shared/schemas/contests';
import { href } from '@pawprize/shared/routes';
import { ArrowRight, Medal } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { figureText, formatInstant, zoneName } from '../contest-rules';
import { useContestWinners } from '../hooks/use-contests';
import { ContestCover } from './contest-cover';

type Finished = ContestWinnersList['contests'][number];

function CategoryWinner({
  category,
  method,
}: {
  category: Finished['categories'][number];
  method: Finished['resultsMethod'];
}) {
  const { winner } = category;
  return (
    <li className="flex items-center gap-3">
      {winner ? (
        <img
          src={winner.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-plum-800/6 text-plum-600"
        >
          <Medal className="size-6" />
        </span>
      )}
      <div className="min-w-0">
        <p className="text-sm font-bold text-coral-700">{category.name}</p>
        {winner ? (
          <>
            <p className="truncate font-semibold text-plum-900">{winner.petName}</p>
            <p className="text-sm text-plum-700">
              {figureText(winner, method)}
              {category.prize ? ` · ${category.prize}` : ''}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">No winner: no entry stood.</p>
        )}
      </div>
    </li>
  );
}

function FinishedContest({ contest }: { contest: Finished }) {
  const headingId = `contest-winners-${contest.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-3xl border border-border/70 bg-card shadow-soft"
    >
      <ContestCover coverUrl={contest.coverUrl} className="aspect-[21/9]" />
      <div className="grid flex-1 content-start gap-4 p-5">
        <div>
          <h3 id={headingId} className="font-display text-xl font-extrabold text-plum-900">
            {contest.title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Closed {formatInstant(contest.votingCloseAt, contest.timeZone)} (
            {zoneName(contest.timeZone)} time)
            {contest.theme ? ` · ${contest.theme}` : ''}
          </p>
        </div>
        <ul className="grid gap-3" aria-label={`Winners of ${contest.title}`}>
          {contest.categories.map((category) => (
            <CategoryWinner
              key={category.categoryId}
              category={category}
              method={contest.resultsMethod}
            />
          ))}
        </ul>
      </div>
      <Link
        to={href('contest', { slug: contest.slug })}
        className="mx-5 mb-5 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-coral-700 hover:text-coral-800"
      >
        All places and prizes <span className="sr-only">of {contest.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}

/**
 * The hosts' contests whose results are out, newest first, each with its category winners and a
 * link to its full results (docs/product/contests.md, "Results"). Nothing while none has finished
 * (or while loading).
 */
export function ContestWinnersSection() {
  const query = useContestWinners();
  // Nothing while loading: most rounds have no finished contest, and a placeholder would only
  // move the receipts below it.
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load the contests’ results."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.contests.length === 0) return null;
  return (
    <section aria-labelledby="contest-winners-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2
          id="contest-winners-heading"
          className="text-2xl font-extrabold tracking-tight sm:text-3xl"
        >
          Contest results
        </h2>
        <Link
          to={href('contests')}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-coral-700 hover:text-coral-800"
        >
          All contests
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {query.data.contests.map((contest) => (
          <FinishedContest key={contest.slug} contest={contest} />
        ))}
      </div>
    </section>
  );
}
