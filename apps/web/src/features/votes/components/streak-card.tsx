import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { CalendarCheck, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useVoter } from '../hooks/use-voter';
import type { Streak } from '../types';
import { formatLastVoteDate } from '../vote-rules';
import { StreakBadge } from './voter-badges';

/** A word of encouragement under the streak. */
function streakNote(streak: Streak | null | undefined): string {
  const current = streak?.currentStreak ?? 0;
  const best = streak?.highestStreak ?? 0;
  if (current === 0) return 'Vote today to start a streak.';
  if (current >= best) return 'Your best streak yet!';
  const gap = best - current + 1;
  return `${gap} more ${gap === 1 ? 'day' : 'days'} to beat your best.`;
}

/**
 * For the dashboard header (docs/product/dashboard.md): the streak badge when the current streak is
 * above 0, and 'Highest streak: N days' when the best one is above 1.
 */
export function StreakBadges() {
  const streak = useVoter().data?.streak;
  if (!streak) return null;
  return (
    <>
      {streak.currentStreak > 0 ? <StreakBadge days={streak.currentStreak} /> : null}
      {streak.highestStreak > 1 ? (
        <span className="inline-flex items-center rounded-full bg-plum-800/5 px-3 py-1 text-sm font-semibold text-plum-700">
          {messages.profile.highestStreak(streak.highestStreak)}
        </span>
      ) : null}
    </>
  );
}

/** The dashboard's voting streak card: current and best streak, and the last vote's date. */
export function StreakCard() {
  const query = useVoter();
  const streak = query.data?.streak;
  const current = streak?.currentStreak ?? 0;

  return (
    <section
      aria-labelledby="streak-card-title"
      className="relative isolate flex flex-col overflow-hidden rounded-3xl border border-border/70 bg-card p-6 shadow-soft"
    >
      <Flame
        aria-hidden="true"
        className="absolute -right-4 -bottom-6 -z-10 size-32 rotate-12 text-coral-100"
      />
      <h2 id="streak-card-title" className="text-xl font-extrabold">
        Voting streak
      </h2>
      {query.isPending ? (
        <div className="mt-3 grid gap-2">
          <Skeleton className="h-10 w-24" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : (
        <>
          <p className="mt-2 flex items-baseline gap-2">
            <span className="font-display text-5xl leading-none font-black text-coral-600 tabular-nums">
              {current}
            </span>
            <span className="font-semibold text-plum-700">{current === 1 ? 'day' : 'days'}</span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{streakNote(streak)}</p>
          <dl className="mt-4 grid gap-1.5 text-sm">
            <div className="flex items-center justify-between gap-3">
              <dt className="text-muted-foreground">Best streak</dt>
              <dd className="font-semibold text-plum-800">
                {streak?.highestStreak ?? 0} {streak?.highestStreak === 1 ? 'day' : 'days'}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-3">
              <dt className="flex items-center gap-1.5 text-muted-foreground">
                <CalendarCheck aria-hidden="true" className="size-4" />
                Last vote
              </dt>
              <dd className="font-semibold text-plum-800">
                {streak?.lastVoteDate ? (
                  <time dateTime={streak.lastVoteDate}>
                    {formatLastVoteDate(streak.lastVoteDate)}
                  </time>
                ) : (
                  'Not yet'
                )}
              </dd>
            </div>
          </dl>
          <Link
            to={href('vote')}
            className="mt-auto inline-flex min-h-11 w-fit items-end pt-4 text-sm font-semibold text-coral-700 hover:text-coral-800 hover:underline"
          >
            {current > 0 ? 'Keep your streak going →' : 'Start a streak today →'}
          </Link>
        </>
      )}
    </section>
  );
}
