import { Skeleton } from '@/components/ui/skeleton';

/** The contest page's shape while it loads. */
export function ContestSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="grid gap-8 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:gap-12"
    >
      <span className="sr-only">Loading caption contest…</span>
      <div className="rounded-3xl bg-card p-3 shadow-soft ring-1 ring-border/60 sm:p-4">
        <Skeleton className="aspect-[4/3] rounded-2xl" />
        <Skeleton className="mx-auto mt-5 mb-2 h-6 w-3/4" />
      </div>
      <div className="grid gap-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-11 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
