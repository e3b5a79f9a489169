import { HOME_CAPTION_CONTESTS } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useCaptionContests } from '../hooks/use-caption-contests';
import type { CaptionSort } from '../types';
import { ContestCard } from './contest-card';
import {
  ContestCardsSkeleton,
  ContestsLoadFailed,
  ContestSortToggle,
  NoContestsYet,
} from './contest-list-parts';

const gridClass = 'grid gap-4 sm:grid-cols-3 sm:gap-5';
/** Phones swipe through the cards; wider screens see all three side by side. */
const railClass =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0';

/**
 * The home page's caption contests (docs/product/captions.md): a Trending / Newest toggle over 3
 * contests (Trending: most votes in total), with its empty and failure states.
 */
export function CaptionContestsSection({ className }: { className?: string }) {
  const [sort, setSort] = useState<CaptionSort>('trending');
  const query = useCaptionContests(sort, HOME_CAPTION_CONTESTS);
  const contests = query.data ?? [];

  return (
    <section aria-labelledby="home-captions-title" className={className}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="home-captions-title"
            className="text-2xl font-extrabold tracking-tight sm:text-3xl"
          >
            Caption contests
          </h2>
          <p className="mt-1 text-muted-foreground">
            Our AI writes the jokes. You pick the funniest one.
          </p>
        </div>
        <ContestSortToggle value={sort} onChange={setSort} className="self-start sm:self-auto" />
      </div>

      <div className="mt-6">
        {query.isPending ? (
          <ContestCardsSkeleton count={HOME_CAPTION_CONTESTS} className={gridClass} />
        ) : query.isError ? (
          <ContestsLoadFailed />
        ) : contests.length === 0 ? (
          <NoContestsYet />
        ) : (
          <div className={cn(railClass, query.isFetching && 'opacity-80')}>
            {contests.map((contest) => (
              <ContestCard
                key={contest.id}
                contest={contest}
                className="w-[80%] shrink-0 snap-start sm:w-auto"
              />
            ))}
          </div>
        )}
      </div>
      {contests.length > 0 ? (
        <div className="mt-8 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to={href('create')}>
              <Sparkles aria-hidden="true" />
              Start your own caption contest
            </Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
