import type { ReactNode } from 'react';
import { PhotoSlot } from '@/components/photo-slot';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4';

/** The standard pet grid: 2 columns on phones, 3 on tablets, 4 on desktops. */
export function PetGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(gridClass, className)}>{children}</div>;
}

/**
 * Card-shaped placeholders while a grid loads. `photos`: the API address of the grid's pets and
 * the cards' image `sizes`; on a drawn page the cards in the first screen get their photos
 * before the app runs (ADR 0044).
 */
export function PetGridSkeleton({
  count,
  className,
  label = 'Loading pets…',
  photos,
}: {
  count: number;
  className?: string;
  label?: string;
  photos?: { from: string; sizes: string };
}) {
  return (
    <div role="status" aria-live="polite" className={cn(gridClass, className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft"
        >
          {/* PetCard's image box and image. */}
          <div className="relative aspect-[4/5] overflow-hidden">
            <Skeleton className="absolute inset-0 rounded-none" />
            {photos ? (
              <PhotoSlot
                from={photos.from}
                pick={`pets.${index}`}
                sizes={photos.sizes}
                className="relative block size-full object-cover"
              />
            ) : null}
          </div>
          <div className="space-y-2 p-3 sm:p-4">
            <Skeleton className="h-5 w-3/4" />
            <div className="flex items-center justify-between gap-3">
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-7 w-12 rounded-full" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
