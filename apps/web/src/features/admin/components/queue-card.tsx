import type { QueueItem } from '@pawprize/shared/schemas/admin';
import { forwardRef } from 'react';
import { cn } from '@/lib/utils';
import type { QueueActionName } from '../queue-rules';
import { QueueItemActions } from './queue-item-actions';
import { QueueItemMedia } from './queue-item-media';
import { QueueItemReports } from './queue-item-reports';
import { Screening } from './queue-item-screening';
import { QueueItemSummary } from './queue-item-summary';

interface QueueCardProps {
  item: QueueItem;
  selected: boolean;
  active: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: QueueActionName) => void;
  onFocus: () => void;
}

/** One waiting item with everything needed to decide, and the decisions. */
export const QueueCard = forwardRef<HTMLElement, QueueCardProps>(function QueueCard(
  { item, selected, active, busy, onSelect, onAction, onFocus },
  ref,
) {
  const titleId = `queue-${item.subjectType}-${item.subjectId}`;
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      onFocus={onFocus}
      data-active={active || undefined}
      className={cn(
        'relative grid gap-4 rounded-3xl border bg-card p-4 shadow-soft transition-shadow focus:outline-none sm:p-5 md:grid-cols-[15rem_1fr] lg:grid-cols-[17rem_1fr]',
        active ? 'border-coral-400 ring-2 ring-coral-300' : 'border-border/70',
        selected && 'bg-coral-50/60',
      )}
    >
      <QueueItemMedia item={item} />

      <div className="grid min-w-0 content-start gap-3">
        <QueueItemSummary item={item} titleId={titleId} selected={selected} onSelect={onSelect} />

        <QueueItemReports item={item} />

        {item.screening ? <Screening screening={item.screening} /> : null}

        <QueueItemActions item={item} busy={busy} onAction={onAction} />
      </div>
    </article>
  );
});
