import type { Contest } from '@pawprize/shared/schemas/contests';
import { href } from '@pawprize/shared/routes';
import { Gift, Users } from 'lucide-react';
import { Link } from 'react-router';
import { entryCountText, firstPrize } from '../contest-rules';
import { ContestCover } from './contest-cover';
import { Countdown } from './countdown';
import { PhaseBadge } from './phase-badge';

/** One contest of the `/contests` lists: cover, title, theme, phase, countdown, entries, prize. */
export function ContestCard({ contest }: { contest: Contest }) {
  const prize = firstPrize(contest);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-3xl border border-border/70 bg-card shadow-soft transition-shadow hover:shadow-lifted">
      <ContestCover coverUrl={contest.coverUrl} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <PhaseBadge contest={contest} />
        </div>
        <h3 className="font-display text-xl leading-snug font-extrabold text-plum-900">
          <Link
            to={href('contest', { slug: contest.slug })}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {contest.title}
          </Link>
        </h3>
        {contest.theme ? <p className="text-muted-foreground">{contest.theme}</p> : null}
        <Countdown contest={contest} />
        <dl className="mt-auto flex flex-wrap gap-x-5 gap-y-1 pt-2 text-sm text-plum-700">
          <div className="flex items-center gap-1.5">
            <dt>
              <Users aria-hidden="true" className="size-4 text-teal-700" />
              <span className="sr-only">Entries</span>
            </dt>
            <dd>{entryCountText(contest.entryCount)}</dd>
          </div>
          {prize ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <Gift aria-hidden="true" className="size-4 text-coral-600" />
                <span className="sr-only">First prize</span>
              </dt>
              <dd>1st prize: {prize}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
