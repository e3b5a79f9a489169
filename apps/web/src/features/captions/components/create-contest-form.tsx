import {
  BREED_MAX_LENGTH,
  CAPTION_CONTESTS_PER_DAY,
  messages,
  PET_NAME_MAX_LENGTH,
} from '@pawprize/shared';
import { CalendarClock, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { imageFileError, PhotoDropzone, usePickedPhoto } from '@/features/pets/photo-kit';
import { isApiError } from '@/lib/api';
import { useCreateContest } from '../hooks/use-create-contest';
import { CharCounter } from '@/components/ui/char-counter';
import { CreateProgress } from './create-progress';

const PHOTO_HINT =
  'JPEG, PNG, WebP or GIF, up to 5 MB. Faces and funny poses make the best captions.';

interface CreateContestFormProps {
  viewerId: string | null;
  /** Generation Credits: contests beyond the daily allowance (docs/product/ai.md). */
  credits: number;
  /** Why the account may not create contests yet; the form stays visible but cannot be sent. */
  blockedReason?: string;
}

interface ServerErrors {
  photo?: string;
  petName?: string;
  breed?: string;
  /** The daily allowance is used up (429 DAILY_LIMIT_REACHED). */
  limit?: string;
}

/** What a failed creation means for the form's fields (the toast has already said it). */
function serverErrorsOf(error: unknown): ServerErrors {
  if (!isApiError(error)) return {};
  if (error.code === 'DAILY_LIMIT_REACHED') return { limit: error.message };
  if (error.status === 413 || error.status === 415) return { photo: error.message };
  return {
    photo: error.fieldError('image'),
    petName: error.fieldError('petName'),
    breed: error.fieldError('breed'),
  };
}

/**
 * /create (docs/product/captions.md): photo (drop or picker, with a preview), pet name, optional
 * breed, and the progress of the upload and the AI's writing. The same file rules and messages as a
 * pet upload, with the "at most 5 MB" reading (docs/product/captions.md).
 */
export function CreateContestForm({ viewerId, credits, blockedReason }: CreateContestFormProps) {
  const { create, phase, progress, busy } = useCreateContest(viewerId);
  const [photo, pickPhoto] = usePickedPhoto();
  const [photoError, setPhotoError] = useState<string>();
  const [petName, setPetName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [breed, setBreed] = useState('');
  const [server, setServer] = useState<ServerErrors>({});

  const nameMissing = petName.trim() === '';
  const nameError =
    nameTouched && nameMissing ? messages.upload.nameRequired : (server.petName ?? undefined);
  const missing =
    blockedReason ??
    (!photo ? messages.upload.imageRequired : nameMissing ? messages.upload.nameRequired : null);

  function onPick(file: File) {
    const error = imageFileError(file, 'at-most');
    setPhotoError(error ?? undefined);
    setServer((s) => ({ ...s, photo: undefined }));
    pickPhoto(error ? null : file);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) {
      toast.info(messages.upload.inProgress);
      return;
    }
    if (blockedReason) return;
    if (!photo) {
      setPhotoError(messages.upload.imageRequired);
      return;
    }
    if (nameMissing) {
      setNameTouched(true);
      return;
    }
    setServer({});
    const outcome = await create({ petName, breed, file: photo.file });
    if (outcome && !outcome.ok) setServer(serverErrorsOf(outcome.error));
  }

  const allowance =
    credits > 0
      ? `Up to ${CAPTION_CONTESTS_PER_DAY} contests a day, plus your ${credits} Generation Credit${credits === 1 ? '' : 's'}.`
      : `Up to ${CAPTION_CONTESTS_PER_DAY} contests a day.`;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
      aria-label="Create Caption Contest"
      className="grid gap-8 rounded-3xl border border-border/70 bg-card p-5 shadow-soft sm:p-8 lg:grid-cols-[1.1fr_1fr] lg:gap-10"
    >
      <PhotoDropzone
        id="contest-photo"
        photo={photo}
        onPick={onPick}
        onClear={() => {
          pickPhoto(null);
          setPhotoError(undefined);
        }}
        error={photoError ?? server.photo}
        disabled={busy}
        hint={PHOTO_HINT}
      />

      <div className="flex flex-col gap-6">
        <Field
          id="contest-pet-name"
          label="Pet name"
          error={nameError}
          aside={
            <CharCounter
              id="contest-pet-name-count"
              length={petName.length}
              max={PET_NAME_MAX_LENGTH}
            />
          }
        >
          {(control) => (
            <Input
              {...control}
              name="petName"
              value={petName}
              maxLength={PET_NAME_MAX_LENGTH}
              autoComplete="off"
              placeholder="e.g. Waffles"
              disabled={busy}
              onChange={(event) => {
                setPetName(event.target.value);
                setServer((s) => ({ ...s, petName: undefined }));
              }}
              onBlur={() => setNameTouched(true)}
            />
          )}
        </Field>

        <Field
          id="contest-breed"
          label={
            <>
              Breed <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          hint="Helps the AI write captions that fit."
          error={server.breed}
          aside={
            <CharCounter id="contest-breed-count" length={breed.length} max={BREED_MAX_LENGTH} />
          }
        >
          {(control) => (
            <Input
              {...control}
              name="breed"
              value={breed}
              maxLength={BREED_MAX_LENGTH}
              autoComplete="off"
              placeholder="e.g. Corgi, tabby, mystery mix"
              disabled={busy}
              onChange={(event) => {
                setBreed(event.target.value);
                setServer((s) => ({ ...s, breed: undefined }));
              }}
            />
          )}
        </Field>

        {busy ? null : (
          <figure className="hidden rounded-2xl bg-cream-200/70 p-4 lg:block">
            <figcaption className="flex items-center gap-1.5 text-xs font-bold tracking-wider text-coral-700 uppercase">
              <Sparkles aria-hidden="true" className="size-3.5" />
              What you&apos;ll get
            </figcaption>
            <blockquote className="mt-2 font-display text-lg leading-snug font-bold text-plum-800">
              “Me, pretending I didn&apos;t just hide the remote.”
            </blockquote>
            <p className="mt-1 text-sm text-muted-foreground">
              Five captions like this one, written for your pet in seconds.
            </p>
          </figure>
        )}

        {server.limit ? (
          <Alert variant="warning" role="alert">
            <CalendarClock aria-hidden="true" />
            <div>
              <AlertTitle>{server.limit}</AlertTitle>
              <p>Your contests so far are still collecting votes: share them while you wait.</p>
            </div>
          </Alert>
        ) : null}

        <CreateProgress phase={phase} progress={progress} />

        <div className="mt-auto grid gap-3">
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!busy && Boolean(missing)}
            aria-describedby={!busy && missing ? 'create-missing' : 'create-allowance'}
          >
            {busy ? <Spinner /> : <Sparkles aria-hidden="true" />}
            {busy ? `Creating… ${progress}%` : 'Generate Captions'}
          </Button>
          {!busy && missing ? (
            <p id="create-missing" className="text-center text-sm text-muted-foreground">
              {missing}
            </p>
          ) : (
            <p id="create-allowance" className="text-center text-sm text-muted-foreground">
              {allowance}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
