import type { QueueItem } from '@pawprize/shared/schemas/admin';
import { Ban, Check, EyeOff, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { QUEUE_ACTIONS, type QueueActionName } from '../queue-rules';
import { Kbd } from './kbd';

const ACTION_ICONS = { approve: Check, hide: EyeOff, remove: Trash2, ban_owner: Ban } as const;

/** A queue item's decisions, each with its keyboard shortcut. */
export function QueueItemActions({
  item,
  busy,
  onAction,
}: {
  item: QueueItem;
  busy: boolean;
  onAction: (action: QueueActionName) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {QUEUE_ACTIONS.map(({ action, label, key, destructive }) => {
        const Icon = ACTION_ICONS[action];
        return (
          <Button
            key={action}
            type="button"
            size="sm"
            variant={action === 'approve' ? 'accent' : destructive ? 'outline' : 'outline'}
            disabled={busy || (action === 'ban_owner' && (!item.owner.id || item.owner.banned))}
            onClick={() => onAction(action)}
            aria-keyshortcuts={key.toUpperCase()}
            className={cn(
              destructive &&
                'border-destructive/30 text-[#8f1c29] hover:border-destructive/60 hover:bg-[#fdf0f1]',
            )}
          >
            <Icon aria-hidden="true" />
            {label}
            <span aria-hidden="true" className="hidden lg:inline-flex">
              <Kbd>{key.toUpperCase()}</Kbd>
            </span>
          </Button>
        );
      })}
    </div>
  );
}
