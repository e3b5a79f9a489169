import { messages, PET_NAME_MAX_LENGTH } from '@pawprize/shared';
import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { LeaveWarningDialog } from '@/components/leave-warning-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import type { PhotoEntry } from '../hooks/use-photo-entry';
import { PhotoDropzone } from './photo-dropzone';

interface PhotoEntryFormProps {
  entry: PhotoEntry;
  /** The file input's id (its hint and error ids derive from it). */
  photoId: string;
  photoHint?: string;
  /** The server's word on the photo, shown while the picked file has no error of its own. */
  photoServerError?: string;
  onPhotoPicked?: () => void;
  /** The pet name field: its id and example, the server's word on it, and a change hook. */
  name: { id: string; placeholder: string; serverError?: string; onChange?: () => void };
  busy: boolean;
  /** Shown under the button while not busy: the first thing the form still needs, if any. */
  missing: string | undefined;
  /** Sends the photo (only called with a photo and a name, and while nothing is missing). */
  send: (file: File) => Promise<void>;
  submit: { icon: LucideIcon; label: string; busyLabel: string; progress: number };
  /** `upload-missing` / `create-missing`: the id of the "still missing" line. */
  missingId: string;
  /** A line under the button while nothing is missing (e.g. the daily allowance). */
  note?: { id: string; text: string };
  'aria-label'?: string;
  /** Offers the crop and rotate step after a photo is picked (the pet upload form). */
  cropStep?: boolean;
  /** The fields after the pet name and whatever sits above the button (progress, notices). */
  children: ReactNode;
}

/**
 * The form around a photo entry (pet upload, caption contest): the photo drop zone beside the
 * fields, one submit at a time (a second press says so, docs/product/uploads.md), a disabled button
 * that points at what is missing, and the leave warning (docs/decisions/0033-leave-warning.md).
 */
export function PhotoEntryForm({
  entry,
  photoId,
  photoHint,
  photoServerError,
  onPhotoPicked,
  name,
  busy,
  missing,
  send,
  submit: { icon: Icon, label, busyLabel, progress },
  missingId,
  note,
  'aria-label': ariaLabel,
  cropStep = false,
  children,
}: PhotoEntryFormProps) {
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) {
      // The button stays pressable while busy so this can be said.
      toast.info(messages.upload.inProgress);
      return;
    }
    const file = entry.fileToSend();
    if (!file || missing) return;
    await send(file);
  }

  const showMissing = !busy && Boolean(missing);
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={busy}
        aria-label={ariaLabel}
        className="grid gap-8 rounded-3xl border border-border/70 bg-card p-5 shadow-soft sm:p-8 lg:grid-cols-[1.1fr_1fr] lg:gap-10"
      >
        <PhotoDropzone
          id={photoId}
          photo={entry.photo}
          onPick={(file) => {
            void entry.pick(file);
            onPhotoPicked?.();
          }}
          onClear={entry.clear}
          error={entry.photoError ?? photoServerError}
          disabled={busy}
          hint={photoHint}
          preparing={entry.preparing}
          crop={
            cropStep
              ? {
                  original: entry.original,
                  open: entry.cropping,
                  start: entry.startCrop,
                  finish: entry.finishCrop,
                }
              : undefined
          }
        />

        <div className="flex flex-col gap-6">
          <FormField
            id={name.id}
            label="Pet name"
            error={entry.nameError ?? name.serverError}
            counter
            name="petName"
            value={entry.petName}
            maxLength={PET_NAME_MAX_LENGTH}
            autoComplete="off"
            placeholder={name.placeholder}
            disabled={busy}
            onChange={(event) => {
              entry.setPetName(event.target.value);
              name.onChange?.();
            }}
            onBlur={entry.touchName}
          />
          {children}

          <div className="mt-auto grid gap-3">
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={showMissing}
              aria-describedby={showMissing ? missingId : note?.id}
            >
              {busy ? <Spinner /> : <Icon aria-hidden="true" />}
              {busy ? `${busyLabel} ${progress}%` : label}
            </Button>
            {showMissing ? (
              <p id={missingId} className="text-center text-sm text-muted-foreground">
                {missing}
              </p>
            ) : note ? (
              <p id={note.id} className="text-center text-sm text-muted-foreground">
                {note.text}
              </p>
            ) : null}
          </div>
        </div>
      </form>
      {/* Beside the form, not in it: the dialog's events must not reach the form. */}
      <LeaveWarningDialog blocker={entry.leave.blocker} />
    </>
  );
}
