import type { QueueItem, QueueReason } from '@pawprize/shared/schemas/admin';
import { Check } from 'lucide-react';
import type { RefObject } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { useQueue } from '../hooks/use-admin-queries';
import type { QueueSelection } from '../hooks/use-queue-selection';
import { itemKey, REASON_LABELS, type QueueActionName } from '../queue-rules';
import { EmptyState } from './empty-state';
import { QueueCard } from './queue-card';

/** The queue's items as cards, or its loading, failed or empty state. */
export function QueueList({
  query,
  items,
  reason,
  active,
  selection,
  busy,
  cardRefs,
  onFocus,
  onAction,
}: {
  query: ReturnType<typeof useQueue>;
  items: QueueItem[];
  reason: QueueReason | null;
  active: QueueItem | undefined;
  selection: QueueSelection;
  busy: boolean;
  cardRefs: RefObject<Map<string, HTMLElement>>;
  onFocus: (index: number) => void;
  onAction: (action: QueueActionName, item: QueueItem) => void;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading the queue">
        {[0, 1].map((n) => (
          <Skeleton key={n} className="h-64 rounded-3xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load the queue."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState icon={Check} title="All caught up">
        {reason
          ? `Nothing is waiting as “${REASON_LABELS[reason]}”.`
          : 'Nothing is waiting for review. Reports and flagged uploads appear here.'}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4" aria-label="Waiting items">
      {items.map((item, index) => (
        <li key={itemKey(item)}>
          <QueueCard
            ref={(node) => {
              if (node) cardRefs.current.set(itemKey(item), node);
              else cardRefs.current.delete(itemKey(item));
            }}
            item={item}
            active={item === active}
            selected={selection.isSelected(item)}
            busy={busy}
            onFocus={() => onFocus(index)}
            onSelect={(on) => selection.select(item, on)}
            onAction={(action) => onAction(action, item)}
          />
        </li>
      ))}
    </ul>
  );
}
