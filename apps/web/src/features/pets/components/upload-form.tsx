import { PET_DESCRIPTION_MAX_LENGTH } from '@pawprize/shared';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { usePetUpload } from '../hooks/use-pet-upload';
import { usePhotoEntry } from '../hooks/use-photo-entry';
import { useStorageStatus } from '../hooks/use-storage';
import { PhotoEntryForm } from './photo-entry-form';
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
  const [description, setDescription] = useState('');
  const entry = usePhotoEntry({ otherText: description });
  const { upload, progress, phase, busy } = usePetUpload({
    ensureStorageReady: storage.ensureReady,
    onStored: entry.leave.release,
  });

  if (storage.isError || storage.data?.ready === false) {
    return <StorageSetup checkFailed={storage.isError} />;
  }

  return (
    <PhotoEntryForm
      entry={entry}
      photoId="pet-photo"
      cropStep
      busy={busy}
      // The first thing still missing, in the catalogue's words; the disabled button points to it.
      missing={
        blockedReason ||
        entry.missing ||
        (storage.ready ? undefined : 'Checking the photo storage…')
      }
      send={async (file) => {
        await upload({ petName: entry.petName, description, file });
      }}
      submit={{ icon: Upload, label: 'Upload Pet', busyLabel: 'Uploading…', progress }}
      missingId="upload-missing"
      name={{ id: 'pet-name', placeholder: 'e.g. Biscuit' }}
    >
      <FormField
        kind="textarea"
        id="pet-description"
        label="Description"
        optional
        hint="A line about their personality, favourite toy or best trick."
        counter
        name="description"
        value={description}
        maxLength={PET_DESCRIPTION_MAX_LENGTH}
        rows={5}
        placeholder="Biscuit loves belly rubs and chasing autumn leaves."
        disabled={busy}
        onChange={(event) => setDescription(event.target.value)}
      />

      <UploadProgress phase={phase} progress={progress} />
    </PhotoEntryForm>
  );
}
