import { href } from '@pawprize/shared/routes';
import { ArrowRight, Newspaper, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The contest's promise: this month's winner gets a magazine feature. */
export function MagazineBanner({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Monthly prize"
      className={cn(
        'relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-plum-800 via-plum-700 to-coral-700 px-6 py-7 text-white shadow-lifted sm:px-10 sm:py-9',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-10 -z-10 size-64 rounded-full bg-coral-500/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-20 left-1/3 -z-10 size-56 rounded-full bg-sunny-400/25 blur-3xl"
      />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25 sm:size-16">
          <Newspaper aria-hidden="true" className="size-7 text-sunny-300 sm:size-8" />
        </span>
        <div className="flex-1">
          <p className="text-xs font-bold tracking-[0.18em] text-sunny-300 uppercase">
            This month&apos;s prize
          </p>
          <p className="mt-1 font-display text-2xl leading-tight font-extrabold text-white sm:text-3xl">
            The winner gets a magazine feature
          </p>
          <p className="mt-2 max-w-2xl text-sm text-white/80 sm:text-base">
            The pet with the most votes at the end of the month stars in our magazine — with a
            full-page photo and their story.
          </p>
        </div>
        <Link
          to={href('winners')}
          className="inline-flex items-center gap-2 self-start rounded-full bg-white px-5 py-3 text-sm font-bold text-plum-800 shadow-soft transition-colors hover:bg-sunny-300 sm:self-center"
        >
          <Trophy aria-hidden="true" className="size-4 text-coral-600" />
          Past winners
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </aside>
  );
}
