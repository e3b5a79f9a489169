import { messages } from '@pawprize/shared';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import {
  IMAGE_ACCEPT,
  imageFileError,
  PhotoReadError,
  preparePhoto,
} from '@/features/pets/photo-kit';
import { errorMessage } from '@/lib/error-message';
import type { CoverValues } from '../contest-form-values';
import { uploadContestCover } from '../api/contests-api';
import { ContestCover } from './contest-cover';

/**
 * The contest's cover in the admin form: the photo as it shows, Upload (or Replace) and Remove.
 * A picked photo is made ready as a pet photo is (resized and stripped on the phone, HEIC
 * converted, the same type and size checks), then stored at once; the form saves its key.
 */
export function CoverField({
  cover,
  onChange,
  onBusyChange,
  error,
}: {
  cover: CoverValues;
  onChange: (cover: CoverValues) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const shown = failure ?? error ?? null;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setFailure(null);
    setNote(null);
    setProgress(5);
    onBusyChange(true);
    try {
      const file = await preparePhoto(picked);
      const refused = imageFileError(file);
      if (refused) {
        setFailure(refused);
        return;
      }
      const stored = await uploadContestCover(file, (f) => setProgress(10 + Math.round(f * 80)));
      onChange({ key: stored.coverPhotoKey, url: stored.coverUrl });
      setNote(messages.contests.coverUploaded);
    } catch (err) {
      setFailure(err instanceof PhotoReadError ? err.message : errorMessage(err));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  const busy = progress !== null;
  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-status`}>
      <legend className="mb-2 font-display text-lg font-extrabold text-plum-900">
        Cover photo
      </legend>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-center">
        <div className="overflow-hidden rounded-2xl border border-border/70">
          <ContestCover coverUrl={cover.url} alt="The contest's cover" />
        </div>
        <div className="grid content-start gap-3">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void pick(event)}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              <ImageUp aria-hidden="true" />
              {cover.url ? 'Replace cover' : 'Upload a cover'}
            </Button>
            {cover.url ? (
              <Button
                type="button"
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  setNote(null);
                  setFailure(null);
                  onChange({ key: null, url: null });
                }}
              >
                <Trash2 aria-hidden="true" />
                Remove cover
              </Button>
            ) : null}
          </div>
          {busy ? <Progress value={progress} aria-label="Uploading the cover" /> : null}
          <p
            id={`${id}-status`}
            role={shown ? 'alert' : 'status'}
            className={
              shown ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'
            }
          >
            {shown ??
              note ??
              'A JPEG, PNG, WebP or GIF under 5 MB, or an iPhone photo; wide photos (16:9) fit best.'}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
