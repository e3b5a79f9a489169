import { messages } from '@pawprize/shared';
import type { ReportReason } from '@pawprize/shared/schemas/moderation';
import { CircleAlert, Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { noteError, type ReportTarget } from '../report-rules';
import { useReport } from '../use-report';
import { NoteField, ReasonField } from './report-fields';

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

  const reasonErrorId = `${id}-reason-error`;

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

        <ReasonField
          name={`${id}-reason`}
          errorId={reasonErrorId}
          reason={reason}
          error={errors.reason}
          onChange={(value) => {
            setReason(value);
            setErrors({});
          }}
        />

        <NoteField
          id={id}
          note={note}
          required={reason === 'other'}
          error={errors.note}
          onChange={setNote}
        />

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
