import { PawPrint } from 'lucide-react';

/** Shown while a page's code or the session is loading. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <PawPrint aria-hidden="true" className="size-8 animate-pulse text-coral-400" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
