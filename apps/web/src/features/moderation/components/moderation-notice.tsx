import { messages } from '@pawprize/shared';
import type { ModerationState } from '@pawprize/shared/schemas/moderation';
import { Ban, Clock, EyeOff } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/utils';

const LOOK = {
  pending: { icon: Clock, title: messages.moderation.pendingReview, variant: 'warning' },
  hidden: { icon: EyeOff, title: messages.moderation.hidden, variant: 'error' },
  removed: { icon: Ban, title: messages.moderation.removed, variant: 'error' },
} as const;

/**
 * What the owner of an entry that is not public sees on its page: pending review, hidden or
 * removed, with the reason (docs/decisions/0061-moderation-model.md).
 */
export function ModerationNotice({
  state,
  className,
}: {
  state: ModerationState | null | undefined;
  className?: string;
}) {
  if (!state) return null;
  const { icon: Icon, title, variant } = LOOK[state.status];
  return (
    <Alert variant={variant} role="status" className={className}>
      <Icon aria-hidden="true" />
      <div className="grid gap-0.5">
        <p className="font-bold">{title}</p>
        <p>
          {state.status === 'pending' ? messages.moderation.pendingReviewText : null}
          {state.status === 'pending' && state.reason ? ' ' : null}
          {state.reason ? messages.moderation.statusReason(state.reason) : null}
        </p>
      </div>
    </Alert>
  );
}

const NOTE = {
  pending: 'border-sunny-300 bg-[#fff7e0] text-plum-800',
  hidden: 'border-destructive/25 bg-[#fdf0f1] text-[#8f1c29]',
  removed: 'border-destructive/25 bg-[#fdf0f1] text-[#8f1c29]',
} as const;

/** The same state, compact, at the foot of the owner's card (My Pets). */
export function ModerationCardNote({
  state,
  className,
}: {
  state: ModerationState | null | undefined;
  className?: string;
}) {
  if (!state) return null;
  const { icon: Icon, title } = LOOK[state.status];
  return (
    <div
      className={cn(
        'mt-2 grid gap-0.5 rounded-xl border px-3 py-2 text-xs',
        NOTE[state.status],
        className,
      )}
    >
      <p className="inline-flex items-center gap-1.5 font-extrabold">
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        {title}
      </p>
      {state.reason ? (
        <p className="line-clamp-3 leading-snug">
          {messages.moderation.statusReason(state.reason)}
        </p>
      ) : null}
    </div>
  );
}
