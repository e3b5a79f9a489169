import { HOME_CAPTION_CONTESTS, messages } from '@pawprize/shared';
import { Clock, Flame, MessageSquareQuote, RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { cn } from '@/lib/utils';
import { useCaptionContests } from '../hooks/use-caption-contests';
import type { CaptionSort } from '../types';
import { ContestCard } from './contest-card';
import { ContestsNotice as Notice } from './contests-notice';

const gridClass = 'grid gap-4 sm:grid-cols-3 sm:gap-5';
/** Phones swipe through the cards; wider screens see all three side by side. */
const railClass =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0';

function CardsSkeleton() {
  return (
    <div role="status" aria-live="polite" className={gridClass}>
      <span className="sr-only">Loading caption contests…</span>
      {Array.from({ length: HOME_CAPTION_CONTESTS }, (_, index) => (
        <div
          key={index}
          className="overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft"
        >
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-14 rounded-2xl" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

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
        <ToggleGroup
          type="single"
          value={sort}
          // Radix reports '' when the pressed item is pressed again: keep the current choice.
          onValueChange={(next) => next && setSort(next as CaptionSort)}
          aria-label="Sort caption contests"
          className="self-start sm:self-auto"
        >
          <ToggleGroupItem value="trending">
            <Flame aria-hidden="true" />
            Trending
          </ToggleGroupItem>
          <ToggleGroupItem value="newest">
            <Clock aria-hidden="true" />
            Newest
          </ToggleGroupItem>
        </ToggleGroup>
      </div>

      <div className="mt-6">
        {query.isPending ? (
          <CardsSkeleton />
        ) : query.isError ? (
          <Notice icon={TriangleAlert} title={messages.captionContest.listFailed} tone="error">
            <Button type="button" variant="outline" onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden="true" />
              {messages.captionContest.tryAgain}
            </Button>
          </Notice>
        ) : contests.length === 0 ? (
          <Notice icon={MessageSquareQuote} title={messages.captionContest.listEmpty} tone="calm">
            <Button asChild>
              <Link to="/create">
                <Sparkles aria-hidden="true" />
                {messages.captionContest.listCreateLink}
              </Link>
            </Button>
          </Notice>
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
            <Link to="/create">
              <Sparkles aria-hidden="true" />
              Start your own caption contest
            </Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
