import { Ban, CheckCheck, EyeOff, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { QueueSelection } from '../hooks/use-queue-selection';
import { QUEUE_ACTIONS, type QueueActionName } from '../queue-rules';

const ACTION_ICONS = { approve: CheckCheck, hide: EyeOff, remove: Trash2, ban_owner: Ban };

/** The queue's sticky bar: select all, and the bulk actions once items are selected. */
export function QueueToolbar({
  selection,
  busy,
  onAction,
}: {
  selection: QueueSelection;
  busy: boolean;
  onAction: (action: QueueActionName) => void;
}) {
  const { selectedItems, allSelected } = selection;
  const count = selectedItems.length;
  return (
    <div
      className={cn(
        'sticky top-16 z-20 flex flex-wrap items-center gap-2 rounded-2xl border px-3 py-2 shadow-soft backdrop-blur-md',
        count > 0 ? 'border-coral-300 bg-coral-50/95' : 'border-border/70 bg-card/95',
      )}
    >
      <label className="mr-auto inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-plum-800">
        <input
          type="checkbox"
          checked={allSelected}
          ref={(node) => {
            if (node) node.indeterminate = count > 0 && !allSelected;
          }}
          onChange={(event) => selection.selectAll(event.target.checked)}
          className="size-5 cursor-pointer accent-coral-600"
        />
        {count > 0 ? `${count} selected` : 'Select all'}
      </label>
      {count > 0 ? (
        <>
          {QUEUE_ACTIONS.map(({ action, label, destructive }) => {
            const Icon = ACTION_ICONS[action];
            return (
              <Button
                key={action}
                type="button"
                size="sm"
                variant={action === 'approve' ? 'accent' : destructive ? 'destructive' : 'outline'}
                disabled={busy}
                onClick={() => onAction(action)}
                aria-label={`${label} ${count} selected`}
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
            className="size-11 sm:size-9"
            onClick={selection.clear}
          >
            <X aria-hidden="true" />
          </Button>
        </>
      ) : null}
    </div>
  );
}
