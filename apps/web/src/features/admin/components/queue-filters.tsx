import { QUEUE_REASONS, type QueueReason } from '@pawprize/shared/schemas/admin';
import { cn } from '@/lib/utils';
import { REASON_LABELS } from '../queue-rules';

/** The review queue's reason chips, each with its count of waiting items. */
export function QueueFilters({
  reason,
  total,
  counts,
  onChange,
}: {
  reason: QueueReason | null;
  total: number | undefined;
  counts: Partial<Record<QueueReason, number>> | undefined;
  onChange: (reason: QueueReason | null) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter by reason"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      <FilterChip label="All" count={total} on={reason === null} onClick={() => onChange(null)} />
      {QUEUE_REASONS.map((value) => (
        <FilterChip
          key={value}
          label={REASON_LABELS[value]}
          count={counts?.[value]}
          on={reason === value}
          onClick={() => onChange(value)}
        />
      ))}
    </div>
  );
}

function FilterChip({
  label,
  count,
  on,
  onClick,
}: {
  label: string;
  count: number | undefined;
  on: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onClick}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:h-9',
        on
          ? 'border-plum-800 bg-plum-800 text-white'
          : 'border-border bg-card text-plum-700 hover:border-coral-300',
      )}
    >
      {label}
      {count !== undefined ? (
        <span
          className={cn(
            'rounded-full px-1.5 text-xs tabular-nums',
            on ? 'bg-white/20 text-white' : 'bg-plum-800/8 text-plum-700',
          )}
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
