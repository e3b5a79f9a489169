import type { Contest } from '@pawprize/shared/schemas/contests';
import type { ReactNode } from 'react';
import { entryCountText } from '../contest-rules';
import { ContestAbout, ContestCategories, ContestDates } from './contest-details';
import { ContestCover } from './contest-cover';
import { ContestEntries } from './contest-entries';
import { ContestResultsSection } from './contest-results';
import { Countdown } from './countdown';
import { PhaseBadge } from './phase-badge';

/**
 * A contest's page: title, theme, phase and countdown, the Enter panel (`enter`, composed by the
 * page), the description and rules, dates, categories, how it is won, and the entries.
 */
export function ContestView({ contest, enter }: { contest: Contest; enter: ReactNode }) {
  return (
    <article>
      <header className="grid items-center gap-6 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <PhaseBadge contest={contest} />
            <span className="text-sm text-plum-700">{entryCountText(contest.entryCount)}</span>
          </div>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            {contest.title}
          </h1>
          {contest.theme ? (
            <p className="mt-3 text-lg text-muted-foreground">{contest.theme}</p>
          ) : null}
          <Countdown contest={contest} className="mt-4 text-base" />
        </div>
        <ContestCover coverUrl={contest.coverUrl} className="rounded-3xl shadow-soft" />
      </header>

      <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
        <div className="grid gap-6">
          <ContestAbout contest={contest} />
          <ContestCategories contest={contest} />
        </div>
        <div className="grid gap-6 max-lg:order-first lg:sticky lg:top-24">
          {enter}
          <ContestDates contest={contest} />
        </div>
      </div>

      <ContestResultsSection contest={contest} />
      <ContestEntries contest={contest} />
    </article>
  );
}
