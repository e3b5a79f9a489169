import type { SubjectRef } from '@pawprize/shared/schemas/admin';
import { confirmText, type QueueActionName } from '../queue-rules';
import { ReasonDialog } from './reason-dialog';

export interface PendingAction {
  action: QueueActionName;
  items: SubjectRef[];
  title: string;
}

/** Asks the reason for a queue action that needs one (hide, remove, ban the owner). */
export function QueueActionDialog({
  pending,
  busy,
  onClose,
  onConfirm,
}: {
  pending: PendingAction | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (pending: PendingAction, reason: string) => Promise<void>;
}) {
  const confirm = pending ? confirmText(pending.action, pending.items.length, pending.title) : null;
  return (
    <ReasonDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
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
      pending={busy}
      onConfirm={async (text) => {
        if (pending) await onConfirm(pending, text);
      }}
    />
  );
}
