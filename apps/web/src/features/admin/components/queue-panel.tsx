import { QUEUE_REASONS, type QueueItem, type QueueReason } from '@pawprize/shared/schemas/admin';
import { Keyboard } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useEntryAction } from '../hooks/use-admin-mutations';
import { useAdminSummary } from '../hooks/use-admin-summary';
import { useQueue } from '../hooks/use-admin-queries';
import { useQueueKeys } from '../hooks/use-queue-keys';
import { useQueueSelection } from '../hooks/use-queue-selection';
import { itemKey, REASON_LABELS, refOf, type QueueActionName } from '../queue-rules';
import { LoadMore } from './load-more';
import { QueueActionDialog, type PendingAction } from './queue-action-dialog';
import { QueueFilters } from './queue-filters';
import { QueueList } from './queue-list';
import { ShortcutHelp } from './queue-shortcut-help';
import { QueueToolbar } from './queue-toolbar';
import { SectionHeader } from './section-header';

function isReason(value: string | null): value is QueueReason {
  return value !== null && (QUEUE_REASONS as readonly string[]).includes(value);
}

/**
 * The review queue (docs/decisions/0063-admin-console.md): newest first, filtered by reason; each
 * item with its photo, owner, reports, screening and a near-copy's original; single and bulk
 * actions, and keyboard shortcuts (J/K to move, A/H/R/B to act, X to select).
 */
export function QueuePanel() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('reason');
  const reason = isReason(raw) ? raw : null;
  const query = useQueue(reason);
  const summary = useAdminSummary(true);
  const act = useEntryAction();
  const [activeIndex, setActiveIndex] = useState(0);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [showKeys, setShowKeys] = useState(false);
  const cardRefs = useRef(new Map<string, HTMLElement>());

  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const selection = useQueueSelection(items);
  const { selectedItems } = selection;
  const total = query.data?.pages[0]?.total ?? 0;
  const active = items[Math.min(activeIndex, items.length - 1)];

  function setFilter(next: QueueReason | null) {
    selection.clear();
    setActiveIndex(0);
    setParams(next ? { reason: next } : {}, { replace: true });
  }

  function focusItem(index: number) {
    const item = items[index];
    if (!item) return;
    setActiveIndex(index);
    const node = cardRefs.current.get(itemKey(item));
    node?.focus({ preventScroll: true });
    node?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }

  function start(action: QueueActionName, targets: QueueItem[]) {
    if (targets.length === 0 || act.isPending) return;
    const refs = targets.map(refOf);
    if (action === 'approve') {
      act.mutate({ action, items: refs });
      return;
    }
    setPending({ action, items: refs, title: targets[0]!.title });
  }

  /** The selection if there is one, else the item in focus. */
  const targets = () => (selectedItems.length > 0 ? selectedItems : active ? [active] : []);

  useQueueKeys({
    enabled: pending === null && !showKeys,
    onMove: (step) => focusItem(Math.max(0, Math.min(items.length - 1, activeIndex + step))),
    onToggle: () => active && selection.select(active),
    onAction: (action) => start(action, targets()),
    onClear: selection.clear,
    onHelp: () => setShowKeys((open) => !open),
  });

  return (
    <section className="grid gap-5">
      <QueueHeader
        note={
          query.isSuccess
            ? `${total} ${total === 1 ? 'item' : 'items'} waiting${reason ? ` · ${REASON_LABELS[reason]}` : ''}, newest first`
            : 'Newest first'
        }
        showKeys={showKeys}
        onToggleKeys={() => setShowKeys((open) => !open)}
      />

      {showKeys ? <ShortcutHelp onClose={() => setShowKeys(false)} /> : null}

      <QueueFilters
        reason={reason}
        total={summary.data?.queued}
        counts={summary.data?.queuedByReason}
        onChange={setFilter}
      />

      {items.length > 0 ? (
        <QueueToolbar
          selection={selection}
          busy={act.isPending}
          onAction={(action) => start(action, selectedItems)}
        />
      ) : null}

      <QueueList
        query={query}
        items={items}
        reason={reason}
        active={active}
        selection={selection}
        busy={act.isPending}
        cardRefs={cardRefs}
        onFocus={setActiveIndex}
        onAction={(action, item) => start(action, [item])}
      />

      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />

      <QueueActionDialog
        pending={pending}
        busy={act.isPending}
        onClose={() => setPending(null)}
        onConfirm={async (action, text) => {
          await act.mutateAsync({ action: action.action, items: action.items, reason: text });
          selection.clear();
        }}
      />
    </section>
  );
}

function QueueHeader({
  note,
  showKeys,
  onToggleKeys,
}: {
  note: string;
  showKeys: boolean;
  onToggleKeys: () => void;
}) {
  return (
    <SectionHeader title="Review queue" note={note}>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={showKeys}
        onClick={onToggleKeys}
      >
        <Keyboard aria-hidden="true" />
        Shortcuts
      </Button>
    </SectionHeader>
  );
}
