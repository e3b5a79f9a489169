import { CAPTION_CONTESTS_PER_DAY } from '@pawprize/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { useCaptionAllowance } from '../hooks/use-caption-pages';

/**
 * What Generation Credits are for, and the free caption contests left today
 * (docs/product/captions.md, docs/decisions/0047-captions-page.md).
 */
export function CaptionAllowanceNote({ viewerId }: { viewerId: string }) {
  const query = useCaptionAllowance(viewerId);
  const allowance = query.data;
  return (
    <div className="grid gap-2 text-sm text-plum-700">
      <p>
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
    </div>
  );
}
