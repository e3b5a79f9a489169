import { messages } from '@pawprize/shared';
import { ADMIN_REASON_MAX_LENGTH } from '@pawprize/shared/schemas/admin';
import { CircleAlert } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { FieldsInvalid } from '../fields-invalid';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Destructive actions get a red button. */
  destructive?: boolean;
  /** Hide, remove and ban need a reason (docs/decisions/0061-moderation-model.md). */
  reasonRequired: boolean;
  reasonHint?: string;
  pending: boolean;
  /** Sends the action; resolves once done (the dialog then closes), rejects with its error. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** Extra fields above the reason (e.g. the number of credits). */
  children?: ReactNode;
}

/**
 * The confirmation of an admin action with its reason: the reason is kept in the audit log and
 * (for hide and remove) mailed to the owner. Stays open, and cannot be closed, while sending.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, onOpenChange, pending } = props;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {open ? <ReasonDialogBody {...props} /> : null}
    </AlertDialog>
  );
}

function ReasonDialogBody({
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive = false,
  reasonRequired,
  reasonHint,
  pending,
  onConfirm,
  children,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = `${id}-reason`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-count`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const text = reason.trim();
    if (reasonRequired && !text) {
      setFieldError(messages.admin.reasonRequired);
      return;
    }
    setFieldError(null);
    setFailure(null);
    try {
      await onConfirm(text);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof FieldsInvalid) return;
      const field = isApiError(error) ? error.fieldError('reason') : undefined;
      if (field) setFieldError(field);
      else
        setFailure(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    }
  }

  return (
    <AlertDialogContent className="max-w-lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="text-sm leading-relaxed text-muted-foreground">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={fieldId}>
              Reason{' '}
              <span className="font-normal text-muted-foreground">
                {reasonRequired ? '(required)' : '(optional)'}
              </span>
            </Label>
            <CharCounter id={counterId} length={reason.length} max={ADMIN_REASON_MAX_LENGTH} />
          </div>
          <Textarea
            id={fieldId}
            value={reason}
            rows={3}
            className="min-h-20"
            maxLength={ADMIN_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${fieldError ? errorId : hintId} ${counterId}`}
          />
          {fieldError ? (
            <p id={errorId} className="text-sm font-medium text-destructive">
              {fieldError}
            </p>
          ) : (
            <p id={hintId} className="text-sm text-muted-foreground">
              {reasonHint ?? 'Kept in the audit log.'}
            </p>
          )}
        </div>
        {failure ? (
          <Alert variant="error" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{failure}</p>
          </Alert>
        ) : null}
        <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'primary'}
            disabled={pending}
          >
            {pending ? <Spinner /> : null}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </AlertDialogContent>
  );
}
