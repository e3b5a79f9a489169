import type { Contest } from '@pawprize/shared/schemas/contests';
import { href } from '@pawprize/shared/routes';
import { ArrowRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PetImage } from '@/components/pet-image';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { describeInstant } from '../contest-rules';
import { useContest, useContestEntries, useContestLists } from '../hooks/use-contests';
import { Countdown } from './countdown';
import { Select } from './select';

/**
 * The leaderboard's choice (docs/decisions/0143-leaderboard-contest-switcher.md): this month's race
 * (`null`), or one of the open contests. Nothing while no contest is open.
 */
export function ContestBoardSwitcher({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (slug: string | null) => void;
}) {
  const lists = useContestLists();
  const open = lists.data?.open ?? [];
  // A shared link to a contest that is no longer open still shows it.
  if (open.length === 0 && value === null) return null;
  return (
    <div className="grid gap-1 sm:max-w-sm">
      <Label htmlFor="leaderboard-board">Standings of</Label>
      <Select
        id="leaderboard-board"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">This month’s race</option>
        {value !== null && !open.some((c) => c.slug === value) ? (
          <option value={value}>The contest in the link</option>
        ) : null}
        {open.map((contest) => (
          <option key={contest.slug} value={contest.slug}>
            {contest.title}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Why the list is ordered as it is: counts hidden, frozen, or live. */
function StandingsNote({ contest, countsShown }: { contest: Contest; countsShown: boolean }) {
  if (!countsShown) {
    return <>Vote counts are hidden until the results are out, so entries are newest first.</>;
  }
  if (contest.phase === 'results') return <>The results are out: these are the recorded votes.</>;
  if (contest.freezeHours > 0) {
    const freeze = new Date(
      new Date(contest.votingCloseAt).getTime() - contest.freezeHours * 3_600_000,
    ).toISOString();
    return (
      <>
        Votes cast in the contest’s voting window; the standings stop moving{' '}
        {describeInstant(freeze, contest.timeZone)}, {contest.freezeHours} h before voting closes.
      </>
    );
  }
  return <>Votes cast in the contest’s voting window, counted as they come.</>;
}

/**
 * A contest's standings on the leaderboard: its approved entries by their contest votes (the
 * entries list's own rules: hidden counts, the freeze), optionally one category, the first 24.
 */
export function ContestStandings({ slug, viewerId }: { slug: string; viewerId: string | null }) {
  const contest = useContest(slug, viewerId);
  if (contest.isError) {
    return (
      <LoadError
        title="We couldn't load this contest."
        error={contest.error}
        onRetry={() => void contest.refetch()}
        retrying={contest.isFetching}
      />
    );
  }
  if (!contest.data) return <Skeleton className="h-64 rounded-3xl" />;
  return <Standings contest={contest.data} />;
}

function Standings({ contest }: { contest: Contest }) {
  const [category, setCategory] = useState<string | null>(null);
  const query = useContestEntries(contest.slug, { category, sort: 'votes', page: 1 });
  const countsShown = query.data?.countsShown ?? true;
  const names = new Map(contest.categories.map((c) => [c.id, c.name]));
  return (
    <section aria-labelledby="contest-standings-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="contest-standings-heading"
            className="text-xl font-extrabold tracking-tight text-plum-800 sm:text-2xl"
          >
            {contest.title}
          </h2>
          <Countdown contest={contest} className="mt-1 text-sm" />
        </div>
        {contest.categories.length > 1 ? (
          <div className="grid gap-1">
            <Label htmlFor="standings-category">Category</Label>
            <Select
              id="standings-category"
              value={category ?? ''}
              onChange={(event) => setCategory(event.target.value || null)}
            >
              <option value="">All categories</option>
              {contest.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        <StandingsNote contest={contest} countsShown={countsShown} />
      </p>
      {query.isError ? (
        <LoadError
          title="We couldn't load the standings."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <Skeleton className="h-48 rounded-3xl" />
      ) : query.data.entries.length === 0 ? (
        <EmptyState icon={ImageOff} title="No entries yet." />
      ) : (
        <ol
          aria-label={`Standings of ${contest.title}`}
          className="grid gap-2 rounded-3xl border border-border/70 bg-card p-3 shadow-soft"
        >
          {query.data.entries.map((entry, index) => (
            <li key={entry.id}>
              <Link
                to={href('pet', { id: entry.petId })}
                className="flex items-center gap-3 rounded-2xl p-2 hover:bg-coral-50"
              >
                <span className="w-10 shrink-0 text-center text-sm font-bold text-coral-700">
                  {countsShown ? index + 1 : ''}
                </span>
                <PetImage
                  pet={entry}
                  sizes="56px"
                  className="size-14 shrink-0 rounded-xl object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-plum-900">
                    {entry.petName}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {names.get(entry.categoryId)}
                    {entry.owner.username ? ` · @${entry.owner.username}` : ''}
                  </span>
                </span>
                {entry.votes !== null ? (
                  <span className="shrink-0 text-sm font-bold text-plum-800 tabular-nums">
                    {entry.votes} vote{entry.votes === 1 ? '' : 's'}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Link
        to={href('contest', { slug: contest.slug })}
        className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-coral-700 hover:text-coral-800"
      >
        The contest’s page: rules, prizes and every entry
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
