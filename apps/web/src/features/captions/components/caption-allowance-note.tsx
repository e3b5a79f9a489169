import { CAPTION_CONTESTS_PER_DAY, messages } from '@pawprize/shared';
import { Coins } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCaptionAllowance } from '../hooks/use-caption-pages';

/**
 * What Generation Credits are for, the member's count, and the free caption contests left today:
 * the dashboard's caption section, the one place credits matter (docs/product/dashboard.md,
 * docs/product/captions.md, docs/decisions/0047-captions-page.md).
 */
export function CaptionAllowanceNote({
  viewerId,
  credits,
}: {
  viewerId: string;
  /** The signed-in member's count, until the allowance (which has the newest) is in. */
  credits: number;
}) {
  const query = useCaptionAllowance(viewerId);
  const allowance = query.data;
  return (
    <div className="grid gap-3 rounded-2xl border border-border/70 bg-card/70 p-4 text-sm text-plum-700 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-6">
      <p className="sm:col-span-2">
        Generation Credits pay for caption contests beyond your {CAPTION_CONTESTS_PER_DAY} free ones
        a day: each extra contest uses one.
      </p>
      {allowance ? (
        <div data-testid="caption-allowance">
          <p className="font-semibold text-plum-800">
            Free caption contests left today:{' '}
            <span className="tabular-nums">
              {allowance.leftToday} of {allowance.perDay}
            </span>
          </p>
          <div
            aria-hidden="true"
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-plum-800/10"
          >
            <div
              className="h-full rounded-full bg-teal-500"
              style={{ width: `${(allowance.leftToday / allowance.perDay) * 100}%` }}
            />
          </div>
        </div>
      ) : query.isError ? null : (
        <Skeleton className="h-9 w-2/3" />
      )}
      <div className="flex items-center gap-2">
        <Coins aria-hidden="true" className="size-4 text-plum-500" />
        <dl className="flex items-baseline gap-1.5">
          <dt className="text-muted-foreground">{messages.profile.creditsLabel}</dt>
          <dd className="font-semibold text-plum-800 tabular-nums">
            {allowance?.credits ?? credits}
          </dd>
        </dl>
      </div>
    </div>
  );
}
