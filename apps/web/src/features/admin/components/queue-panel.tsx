import {
  QUEUE_REASONS,
  type QueueItem,
  type QueueReason,
  type SubjectRef,
} from '@pawprize/shared/schemas/admin';
import { Ban, Check, CheckCheck, EyeOff, Keyboard, Trash2, X } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { cn } from '@/lib/utils';
import { useEntryAction } from '../hooks/use-admin-mutations';
import { useAdminSummary } from '../hooks/use-admin-summary';
import { useQueue } from '../hooks/use-admin-queries';
import { useQueueKeys } from '../hooks/use-queue-keys';
import {
  confirmText,
  itemKey,
  QUEUE_ACTIONS,
  REASON_LABELS,
  refOf,
  type QueueActionName,
} from '../queue-rules';
import { EmptyState, Kbd, LoadMore, SectionHeader } from './bits';
import { QueueCard } from './queue-card';
import { ReasonDialog } from './reason-dialog';

interface PendingAction {
  action: QueueActionName;
  items: SubjectRef[];
  title: string;
}

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
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [activeIndex, setActiveIndex] = useState(0);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [showKeys, setShowKeys] = useState(false);
  const cardRefs = useRef(new Map<string, HTMLElement>());

  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const selectedItems = items.filter((item) => selected.has(itemKey(item)));
  const active = items[Math.min(activeIndex, items.length - 1)];

  function setFilter(next: QueueReason | null) {
    setSelected(new Set());
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
    onToggle: () => {
      if (!active) return;
      const key = itemKey(active);
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    },
    onAction: (action) => start(action, targets()),
    onClear: () => setSelected(new Set()),
    onHelp: () => setShowKeys((open) => !open),
  });

  const counts = summary.data?.queuedByReason;
  const allSelected = items.length > 0 && selectedItems.length === items.length;
  const confirm = pending ? confirmText(pending.action, pending.items.length, pending.title) : null;

  return (
    <section className="grid gap-5">
      <SectionHeader
        title="Review queue"
        note={
          query.isSuccess
            ? `${total} ${total === 1 ? 'item' : 'items'} waiting${reason ? ` · ${REASON_LABELS[reason]}` : ''}, newest first`
            : 'Newest first'
        }
      >
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={showKeys}
          onClick={() => setShowKeys((open) => !open)}
        >
          <Keyboard aria-hidden="true" />
          Shortcuts
        </Button>
      </SectionHeader>

      {showKeys ? <ShortcutHelp onClose={() => setShowKeys(false)} /> : null}

      <div
        role="group"
        aria-label="Filter by reason"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <FilterChip
          label="All"
          count={summary.data?.queued}
          on={reason === null}
          onClick={() => setFilter(null)}
        />
        {QUEUE_REASONS.map((value) => (
          <FilterChip
            key={value}
            label={REASON_LABELS[value]}
            count={counts?.[value]}
            on={reason === value}
            onClick={() => setFilter(value)}
          />
        ))}
      </div>

      {items.length > 0 ? (
        <div
          className={cn(
            'sticky top-16 z-20 flex flex-wrap items-center gap-2 rounded-2xl border px-3 py-2 shadow-soft backdrop-blur-md',
            selectedItems.length > 0
              ? 'border-coral-300 bg-coral-50/95'
              : 'border-border/70 bg-card/95',
          )}
        >
          <label className="mr-auto inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-plum-800">
            <input
              type="checkbox"
              checked={allSelected}
              ref={(node) => {
                if (node) node.indeterminate = selectedItems.length > 0 && !allSelected;
              }}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(items.map(itemKey)) : new Set())
              }
              className="size-5 cursor-pointer accent-coral-600"
            />
            {selectedItems.length > 0 ? `${selectedItems.length} selected` : 'Select all'}
          </label>
          {selectedItems.length > 0 ? (
            <>
              {QUEUE_ACTIONS.map(({ action, label, destructive }) => {
                const Icon = { approve: CheckCheck, hide: EyeOff, remove: Trash2, ban_owner: Ban }[
                  action
                ];
                return (
                  <Button
                    key={action}
                    type="button"
                    size="sm"
                    variant={
                      action === 'approve' ? 'accent' : destructive ? 'destructive' : 'outline'
                    }
                    disabled={act.isPending}
                    onClick={() => start(action, selectedItems)}
                    aria-label={`${label} ${selectedItems.length} selected`}
                  >
                    <Icon aria-hidden="true" />
                    {label}
                  </Button>
                );
              })}
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label="Clear selection"
                className="size-9"
                onClick={() => setSelected(new Set())}
              >
                <X aria-hidden="true" />
              </Button>
            </>
          ) : null}
        </div>
      ) : null}

      {query.isPending ? (
        <div className="grid gap-4" role="status" aria-label="Loading the queue">
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-64 rounded-3xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the queue."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Check} title="All caught up">
          {reason
            ? `Nothing is waiting as “${REASON_LABELS[reason]}”.`
            : 'Nothing is waiting for review. Reports and flagged uploads appear here.'}
        </EmptyState>
      ) : (
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
                selected={selected.has(itemKey(item))}
                busy={act.isPending}
                onFocus={() => setActiveIndex(index)}
                onSelect={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(itemKey(item));
                    else next.delete(itemKey(item));
                    return next;
                  })
                }
                onAction={(action) => start(action, [item])}
              />
            </li>
          ))}
        </ul>
      )}

      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />

      <ReasonDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={confirm?.title ?? ''}
        description={confirm?.description ?? ''}
        confirmLabel={confirm?.confirm ?? ''}
        pendingLabel={confirm?.pending ?? ''}
        destructive={pending?.action === 'remove' || pending?.action === 'ban_owner'}
        reasonRequired
        reasonHint={
          pending?.action === 'ban_owner'
            ? 'Kept in the audit log and shown on the account.'
            : 'Sent to the owner by email and kept in the audit log.'
        }
        pending={act.isPending}
        onConfirm={async (text) => {
          if (!pending) return;
          await act.mutateAsync({ action: pending.action, items: pending.items, reason: text });
          setSelected(new Set());
        }}
      />
    </section>
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
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
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

function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const rows: [string, string][] = [
    ['J / K', 'Next / previous item'],
    ['X', 'Select or unselect the item'],
    ['A', 'Approve'],
    ['H', 'Hide (asks for a reason)'],
    ['R', 'Remove (asks for a reason)'],
    ['B', 'Ban the owner (asks for a reason)'],
    ['Esc', 'Clear the selection'],
    ['?', 'Show or hide this list'],
  ];
  return (
    <div className="rounded-2xl border border-border/70 bg-card p-4 shadow-soft">
      <div className="flex items-center justify-between gap-3">
        <p className="font-bold text-plum-800">Keyboard shortcuts</p>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Actions apply to the selected items, or to the highlighted one when none is selected.
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([keys, what]) => (
          <div key={keys} className="flex items-center gap-3">
            <dt className="flex w-16 shrink-0 gap-1">
              {keys.split(' / ').map((k) => (
                <Kbd key={k}>{k}</Kbd>
              ))}
            </dt>
            <dd className="text-plum-700">{what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
