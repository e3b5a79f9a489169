import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { Winner } from '@pawprize/shared/schemas/winners';
import { ArrowRight, Heart, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { monthParts } from '../winners-rules';

/**
 * A closed month's winner: '{month} {year} Winner' badge, photo, name, 'Won with N votes',
 * description and 'View Details' (only while the pet still exists; the snapshot remains).
 */
export function WinnerCard({ winner, className }: { winner: Winner; className?: string }) {
  const { monthName, year } = monthParts(winner.month);
  const detailsUrl = winner.petId ? href('pet', { id: winner.petId }) : null;
  const image = (
    <img
      src={winner.imageUrl}
      alt={detailsUrl ? '' : `${winner.petName}, the winner`}
      loading="lazy"
      decoding="async"
      className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.04]"
    />
  );

  return (
    <article
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft transition-shadow duration-200 hover:shadow-lifted',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-cream-300">
        {detailsUrl ? (
          <Link to={detailsUrl} tabIndex={-1} aria-hidden="true" className="block size-full">
            {image}
          </Link>
        ) : (
          image
        )}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-20 bg-gradient-to-b from-plum-900/25 to-transparent"
        />
        <Badge
          variant="sunny"
          className="absolute top-3 left-3 px-3 py-1 text-[0.8rem] shadow-soft"
        >
          <Trophy aria-hidden="true" />
          {messages.winners.badge(monthName, year)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-display text-xl leading-snug font-extrabold text-plum-800">
          {winner.petName}
        </h3>
        <p className="inline-flex items-center gap-1.5 text-sm font-bold text-coral-700">
          <Heart aria-hidden="true" className="size-4 fill-coral-500 text-coral-500" />
          {messages.winners.wonWith(winner.votes)}
        </p>
        {winner.description ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
            {winner.description}
          </p>
        ) : null}
        {detailsUrl ? (
          <Link
            to={detailsUrl}
            className="mt-auto inline-flex items-center gap-1 self-start rounded-md pt-3 text-sm font-bold text-coral-700 underline-offset-4 hover:underline"
          >
            {messages.winners.viewDetails}
            <span className="sr-only">: {winner.petName}</span>
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </Link>
        ) : null}
      </div>
    </article>
  );
}

export function WinnerCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-5/6" />
      </div>
    </div>
  );
}
