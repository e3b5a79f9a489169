import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Clock, Flame, MessageSquareQuote, RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import type { CaptionSort } from '../types';
import { ContestsNotice } from './contests-notice';

/**
 * The pieces the home page's caption contests and the /captions list share
 * (docs/product/captions.md): the loading cards, the Trending / Newest toggle, and the failure and
 * empty states.
 */

/** Placeholder cards while a contest list loads. */
export function ContestCardsSkeleton({ count, className }: { count: number; className: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">Loading caption contests…</span>
      {Array.from({ length: count }, (_, index) => (
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

export function ContestSortToggle({
  value,
  onChange,
  className,
}: {
  value: CaptionSort;
  onChange: (sort: CaptionSort) => void;
  className?: string;
}) {
  return (
    <ToggleGroup
      type="single"
      value={value}
      // Radix reports '' when the pressed item is pressed again: keep the current choice.
      onValueChange={(next) => next && onChange(next as CaptionSort)}
      aria-label="Sort caption contests"
      className={className}
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
  );
}

/** The list could not be loaded: say so and offer a reload. */
export function ContestsLoadFailed() {
  return (
    <ContestsNotice icon={TriangleAlert} title={messages.captionContest.listFailed} tone="error">
      <Button type="button" variant="outline" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {messages.captionContest.tryAgain}
      </Button>
    </ContestsNotice>
  );
}

/** No contest on the site yet: invite the visitor to start one. */
export function NoContestsYet() {
  return (
    <ContestsNotice icon={MessageSquareQuote} title={messages.captionContest.listEmpty} tone="calm">
      <Button asChild>
        <Link to={href('create')}>
          <Sparkles aria-hidden="true" />
          {messages.captionContest.listCreateLink}
        </Link>
      </Button>
    </ContestsNotice>
  );
}
