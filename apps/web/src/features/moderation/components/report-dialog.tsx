import { messages } from '@pawprize/shared';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@pawprize/shared/schemas/moderation';
import { CircleAlert, Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { noteError, REASON_HINTS, type ReportTarget } from '../report-rules';
import { useReport } from '../use-report';

interface ReportDialogContentProps {
  target: ReportTarget;
  /** Closes the dialog (after a report was sent). */
  onDone: () => void;
}

/**
 * The report form inside a Radix dialog (docs/decisions/0061-moderation-model.md, Reports): a
 * reason from the fixed list, a note (required for Other), and the server's answer — a repeat
 * report or a rate limit — shown in the dialog; a sent report closes it with a toast.
 */
export function ReportDialogContent({ target, onDone }: ReportDialogContentProps) {
  const id = useId();
  const report = useReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const noteId = `${id}-note`;
  const hintId = `${id}-note-hint`;
  const noteErrorId = `${id}-note-error`;
  const reasonErrorId = `${id}-reason-error`;
  const counterId = `${id}-note-count`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (report.isPending) return;
    const next = {
      reason: reason ? undefined : messages.moderation.chooseReason,
      note: reason ? noteError(reason, note) : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (!reason || next.note) return;
    const text = note.trim();
    report.mutate(
      {
        subjectType: target.subjectType,
        subjectId: target.subjectId,
        reason,
        ...(text ? { note: text } : {}),
      },
      {
        onSuccess: () => {
          toast.success(messages.moderation.reported);
          onDone();
        },
        onError: (error) => {
          const fieldNote = isApiError(error) ? error.fieldError('note') : undefined;
          if (fieldNote) setErrors({ note: fieldNote });
          else setFailure(isApiError(error) ? error.message : messages.moderation.reportFailed);
        },
      },
    );
  }

  return (
    <DialogContent className="max-w-lg">
      <form onSubmit={onSubmit} noValidate className="grid gap-5 p-6 sm:p-7">
        <div className="flex items-start gap-3 pr-8">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
            <Flag aria-hidden="true" className="size-5" />
          </span>
          <div className="grid min-w-0 gap-1">
            <DialogTitle className="text-xl sm:text-2xl">
              {messages.moderation.reportTitle}
            </DialogTitle>
            <DialogDescription>{messages.moderation.reportDescription}</DialogDescription>
            <p className="truncate text-sm font-semibold text-plum-700">
              <span className="sr-only">Reporting: </span>
              {target.subjectType === 'caption' ? `“${target.label}”` : target.label}
            </p>
          </div>
        </div>

        <fieldset
          className="grid gap-2"
          aria-describedby={errors.reason ? reasonErrorId : undefined}
        >
          <legend className="mb-2 text-sm font-semibold text-plum-800">
            {messages.moderation.reasonLabel}
          </legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-2xl border border-border bg-card px-4 py-3 transition-colors hover:border-coral-300',
                'has-[:checked]:border-coral-400 has-[:checked]:bg-coral-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors({});
                }}
                className="mt-1 size-4 shrink-0 accent-coral-600"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-semibold text-plum-800">
                  {messages.moderation.reasons[value]}
                </span>
                <span className="text-xs text-muted-foreground">{REASON_HINTS[value]}</span>
              </span>
            </label>
          ))}
          {errors.reason ? (
            <p id={reasonErrorId} className="text-sm font-medium text-destructive">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>

        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={noteId}>
              {messages.moderation.noteLabel}{' '}
              <span className="font-normal text-muted-foreground">
                {reason === 'other' ? '(required)' : '(optional)'}
              </span>
            </Label>
            <CharCounter id={counterId} length={note.length} max={REPORT_NOTE_MAX_LENGTH} />
          </div>
          <Textarea
            id={noteId}
            value={note}
            maxLength={REPORT_NOTE_MAX_LENGTH}
            rows={3}
            className="min-h-20"
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${errors.note ? noteErrorId : hintId} ${counterId}`}
          />
          {errors.note ? (
            <p id={noteErrorId} className="text-sm font-medium text-destructive">
              {errors.note}
            </p>
          ) : (
            <p id={hintId} className="text-sm text-muted-foreground">
              {messages.moderation.noteHint}
            </p>
          )}
        </div>

        {failure ? (
          <Alert variant="error" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{failure}</p>
          </Alert>
        ) : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {messages.moderation.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? <Spinner /> : <Flag aria-hidden="true" />}
            {report.isPending ? 'Sending…' : messages.moderation.submit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
