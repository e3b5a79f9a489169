import { messages, PET_DESCRIPTION_MAX_LENGTH, PET_NAME_MAX_LENGTH } from '@pawprize/shared';
import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { usePetUpload } from '../hooks/use-pet-upload';
import { usePickedPhoto } from '../hooks/use-picked-photo';
import { useStorageStatus } from '../hooks/use-storage';
import { imageFileError } from '../upload-rules';
import { PhotoDropzone } from './photo-dropzone';
import { StorageSetup } from './storage-setup';
import { UploadProgress } from './upload-progress';

interface UploadFormProps {
  /**
   * Why the account may not upload yet (e.g. 'Please verify your email first.'); the form stays
   * visible but cannot be sent.
   */
  blockedReason?: string;
}

/**
 * The pet upload form (docs/product/uploads.md): photo by drop or picker with a preview, pet name,
 * optional description, and a submit button that needs a photo, a name and ready storage.
 */
export function UploadForm({ blockedReason }: UploadFormProps) {
  const storage = useStorageStatus();
  const { upload, progress, phase, busy } = usePetUpload({
    ensureStorageReady: storage.ensureReady,
  });
  const [photo, pickPhoto] = usePickedPhoto();
  const [photoError, setPhotoError] = useState<string>();
  const [petName, setPetName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [description, setDescription] = useState('');

  if (storage.isError || storage.data?.ready === false) {
    return <StorageSetup checkFailed={storage.isError} />;
  }

  const nameMissing = petName.trim() === '';
  const nameError = nameTouched && nameMissing ? messages.upload.nameRequired : undefined;
  // The first thing still missing, in the catalogue's words; the disabled button points to it.
  const missing = blockedReason
    ? blockedReason
    : !photo
      ? messages.upload.imageRequired
      : nameMissing
        ? messages.upload.nameRequired
        : !storage.ready
          ? 'Checking the photo storage…'
          : undefined;
  const canSubmit = !missing;

  function onPick(file: File) {
    const error = imageFileError(file);
    setPhotoError(error ?? undefined);
    pickPhoto(error ? null : file);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) {
      // One upload at a time (docs/product/uploads.md); the button stays pressable so this can be
      // said.
      toast.info(messages.upload.inProgress);
      return;
    }
    if (!photo) {
      setPhotoError(messages.upload.imageRequired);
      return;
    }
    if (nameMissing) {
      setNameTouched(true);
      return;
    }
    if (!canSubmit) return;
    await upload({ petName, description, file: photo.file });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
      className="grid gap-8 rounded-3xl border border-border/70 bg-card p-5 shadow-soft sm:p-8 lg:grid-cols-[1.1fr_1fr] lg:gap-10"
    >
      <PhotoDropzone
        id="pet-photo"
        photo={photo}
        onPick={onPick}
        onClear={() => {
          pickPhoto(null);
          setPhotoError(undefined);
        }}
        error={photoError}
        disabled={busy}
      />

      <div className="flex flex-col gap-6">
        <Field
          id="pet-name"
          label="Pet name"
          error={nameError}
          aside={
            <CharCounter id="pet-name-count" length={petName.length} max={PET_NAME_MAX_LENGTH} />
          }
        >
          {(control) => (
            <Input
              {...control}
              name="petName"
              value={petName}
              maxLength={PET_NAME_MAX_LENGTH}
              autoComplete="off"
              placeholder="e.g. Biscuit"
              disabled={busy}
              onChange={(event) => setPetName(event.target.value)}
              onBlur={() => setNameTouched(true)}
            />
          )}
        </Field>

        <Field
          id="pet-description"
          label={
            <>
              Description <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          hint="A line about their personality, favourite toy or best trick."
          aside={
            <CharCounter
              id="pet-description-count"
              length={description.length}
              max={PET_DESCRIPTION_MAX_LENGTH}
            />
          }
        >
          {(control) => (
            <Textarea
              {...control}
              name="description"
              value={description}
              maxLength={PET_DESCRIPTION_MAX_LENGTH}
              rows={5}
              placeholder="Biscuit loves belly rubs and chasing autumn leaves."
              disabled={busy}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </Field>

        <UploadProgress phase={phase} progress={progress} />

        <div className="mt-auto grid gap-3">
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!busy && !canSubmit}
            aria-describedby={!busy && missing ? 'upload-missing' : undefined}
          >
            {busy ? <Spinner /> : <Upload aria-hidden="true" />}
            {busy ? `Uploading… ${progress}%` : 'Upload Pet'}
          </Button>
          {!busy && missing ? (
            <p id="upload-missing" className="text-center text-sm text-muted-foreground">
              {missing}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
