import type { Contest } from '@pawprize/shared/schemas/contests';
import { CalendarClock, History, Sparkles, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useContestLists } from '../hooks/use-contests';
import { ContestCard } from './contest-card';

interface SectionProps {
  id: string;
  title: string;
  contests: Contest[];
  icon: LucideIcon;
  empty: string;
}

function ContestSection({ id, title, contests, icon, empty }: SectionProps) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {contests.length === 0 ? (
        <EmptyState icon={icon} title={empty} className="mt-5 py-8 sm:py-10" />
      ) : (
        <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {contests.map((contest) => (
            <li key={contest.id} className="flex">
              <div className="flex w-full">
                <ContestCard contest={contest} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BoardSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-80 rounded-3xl" />
      ))}
    </div>
  );
}

/** `/contests`: Open now, Upcoming and Past, each with a friendly line when empty. */
export function ContestsBoard() {
  const query = useContestLists();
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load the contests."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <BoardSkeleton />;
  const { open, upcoming, past } = query.data;
  return (
    <div>
      <ContestSection
        id="contests-open"
        title="Open now"
        contests={open}
        icon={Sparkles}
        empty="Nothing is open right now: a new contest is on its way."
      />
      <ContestSection
        id="contests-upcoming"
        title="Upcoming"
        contests={upcoming}
        icon={CalendarClock}
        empty="No contests announced yet. Check back soon!"
      />
      <ContestSection
        id="contests-past"
        title="Past"
        contests={past}
        icon={History}
        empty="No finished contests yet: the first winners are still to come."
      />
    </div>
  );
}
