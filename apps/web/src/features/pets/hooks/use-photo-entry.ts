import { messages } from '@pawprize/shared';
import { useRef, useState } from 'react';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { preparePhoto } from '../prepare-photo';
import { imageFileError, type ImageSizeRule } from '../upload-rules';
import { usePickedPhoto } from './use-picked-photo';

/**
 * The photo and pet name that a pet upload and a caption contest both need
 * (docs/product/uploads.md, docs/product/captions.md): the picked photo and its file error, the
 * name and its "required" error once the field was left, what is still missing, and the
 * leave warning while anything was picked or typed (docs/decisions/0033-leave-warning.md).
 */
export function usePhotoEntry({
  sizeRule = 'under',
  otherText = '',
}: {
  sizeRule?: ImageSizeRule;
  /** The form's other typed text (description, breed): it counts for the leave warning. */
  otherText?: string;
} = {}) {
  const [photo, pickPhoto] = usePickedPhoto();
  const [photoError, setPhotoError] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  /** The latest pick: a slower earlier pick must not replace it when its resize ends. */
  const pickCount = useRef(0);
  const [petName, setPetName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const nameMissing = petName.trim() === '';
  const leave = useLeaveWarning(photo !== null || petName !== '' || otherText !== '');

  return {
    photo,
    photoError,
    petName,
    setPetName,
    touchName: () => setNameTouched(true),
    nameError: nameTouched && nameMissing ? messages.upload.nameRequired : undefined,
    /** The first of photo and name still missing, in the catalogue's words. */
    missing: !photo
      ? messages.upload.imageRequired
      : nameMissing
        ? messages.upload.nameRequired
        : undefined,
    /** True while a picked photo is being resized in the browser (docs/product/uploads.md). */
    preparing,
    async pick(picked: File) {
      const count = ++pickCount.current;
      setPreparing(true);
      setPhotoError(undefined);
      const file = await preparePhoto(picked);
      if (count !== pickCount.current) return;
      setPreparing(false);
      const error = imageFileError(file, sizeRule);
      setPhotoError(error ?? undefined);
      pickPhoto(error ? null : file);
    },
    clear() {
      pickCount.current++;
      setPreparing(false);
      pickPhoto(null);
      setPhotoError(undefined);
    },
    /** The photo to send; without a photo or a name, shows what is missing and gives null. */
    fileToSend(): File | null {
      if (!photo) {
        setPhotoError(messages.upload.imageRequired);
        return null;
      }
      if (nameMissing) {
        setNameTouched(true);
        return null;
      }
      return photo.file;
    },
    leave,
  };
}

export type PhotoEntry = ReturnType<typeof usePhotoEntry>;
