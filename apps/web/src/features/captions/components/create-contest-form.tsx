import { BREED_MAX_LENGTH, CAPTION_CONTESTS_PER_DAY } from '@pawprize/shared';
import { CalendarClock, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { PhotoEntryForm, usePhotoEntry } from '@/features/pets/photo-kit';
import { isApiError } from '@/lib/api';
import { useCreateContest } from '../hooks/use-create-contest';
import { CreateProgress } from './create-progress';

const PHOTO_HINT =
  'JPEG, PNG, WebP or GIF (GIFs up to 5 MB; big photos are resized for you). Faces and funny poses make the best captions.';

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
  const [breed, setBreed] = useState('');
  const entry = usePhotoEntry({ sizeRule: 'at-most', otherText: breed });
  const { create, phase, progress, busy } = useCreateContest(viewerId, {
    onCreated: entry.leave.release,
  });
  const [server, setServer] = useState<ServerErrors>({});

  const allowance =
    credits > 0
      ? `Up to ${CAPTION_CONTESTS_PER_DAY} contests a day, plus your ${credits} Generation Credit${credits === 1 ? '' : 's'}.`
      : `Up to ${CAPTION_CONTESTS_PER_DAY} contests a day; beyond them, each uses a Generation Credit (you have none yet).`;

  return (
    <PhotoEntryForm
      entry={entry}
      photoId="contest-photo"
      photoHint={PHOTO_HINT}
      photoServerError={server.photo}
      onPhotoPicked={() => setServer((s) => ({ ...s, photo: undefined }))}
      busy={busy}
      missing={blockedReason ?? entry.missing}
      send={async (file) => {
        setServer({});
        const outcome = await create({ petName: entry.petName, breed, file });
        if (outcome && !outcome.ok) setServer(serverErrorsOf(outcome.error));
      }}
      submit={{ icon: Sparkles, label: 'Generate Captions', busyLabel: 'Creating…', progress }}
      missingId="create-missing"
      note={{ id: 'create-allowance', text: allowance }}
      aria-label="Create Caption Contest"
      name={{
        id: 'contest-pet-name',
        placeholder: 'e.g. Waffles',
        serverError: server.petName,
        onChange: () => setServer((s) => ({ ...s, petName: undefined })),
      }}
    >
      <FormField
        id="contest-breed"
        label="Breed"
        optional
        hint="Helps the AI write captions that fit."
        error={server.breed}
        counter
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
    </PhotoEntryForm>
  );
}
