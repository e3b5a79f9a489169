import { Skeleton } from '@/components/ui/skeleton';

/** The detail page's shape while the pet loads. */
export function PetDetailSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid gap-6 lg:grid-cols-[1.65fr_1fr] lg:gap-10"
    >
      <span className="sr-only">Loading pet…</span>
      <Skeleton className="aspect-video w-full rounded-3xl" />
      <div className="space-y-4 rounded-3xl border border-border/70 bg-card p-6 shadow-soft">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-12 w-40 rounded-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
