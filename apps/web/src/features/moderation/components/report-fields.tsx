import { messages } from '@pawprize/shared';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@pawprize/shared/schemas/moderation';
import { CharCounter } from '@/components/ui/char-counter';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { REASON_HINTS } from '../report-rules';

/** The report's reason: one of the fixed list, each with its hint. */
export function ReasonField({
  name,
  errorId,
  reason,
  error,
  onChange,
}: {
  name: string;
  errorId: string;
  reason: ReportReason | null;
  error: string | undefined;
  onChange: (reason: ReportReason) => void;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
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
            name={name}
            value={value}
            checked={reason === value}
            onChange={() => onChange(value)}
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
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The report's note, with its counter, and its hint or error. */
export function NoteField({
  id,
  note,
  required,
  error,
  onChange,
}: {
  id: string;
  note: string;
  required: boolean;
  error: string | undefined;
  onChange: (note: string) => void;
}) {
  const noteId = `${id}-note`;
  const hintId = `${id}-note-hint`;
  const noteErrorId = `${id}-note-error`;
  const counterId = `${id}-note-count`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={noteId}>
          {messages.moderation.noteLabel}{' '}
          <span className="font-normal text-muted-foreground">
            {required ? '(required)' : '(optional)'}
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
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? noteErrorId : hintId} ${counterId}`}
      />
      {error ? (
        <p id={noteErrorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={hintId} className="text-sm text-muted-foreground">
          {messages.moderation.noteHint}
        </p>
      )}
    </div>
  );
}
