import { messages } from '@pawprize/shared';
import { useRef, useState } from 'react';
import { useLeaveWarning } from '@/lib/use-leave-warning';
import { PhotoReadError, preparePhoto } from '../prepare-photo';
import { imageFileError, type ImageSizeRule } from '../upload-rules';
import { usePickedPhoto } from './use-picked-photo';

/**
 * The photo and pet name that a pet upload and a caption contest both need
 * (docs/product/uploads.md, docs/product/captions.md): the picked photo and its file error, the
 * name and its "required" error once the field was left, what is still missing, and the
 * leave warning while anything was picked or typed (docs/decisions/0033-leave-warning.md).
 */
/** Shown under the disabled button while the crop step is open. */
export const CROP_PENDING = 'Press “Use photo” to keep your crop.';

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
  /** The photo as made ready, before any crop (with its own preview): the crop step starts from it. */
  const [original, pickOriginal] = usePickedPhoto();
  const [cropping, setCropping] = useState(false);
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
      : cropping
        ? CROP_PENDING
        : nameMissing
          ? messages.upload.nameRequired
          : undefined,
    /** True while a picked photo is being resized in the browser (docs/product/uploads.md). */
    preparing,
    async pick(picked: File) {
      const count = ++pickCount.current;
      setPreparing(true);
      setPhotoError(undefined);
      setCropping(false);
      let file: File;
      try {
        file = await preparePhoto(picked);
      } catch (error) {
        if (count !== pickCount.current) return;
        setPreparing(false);
        setPhotoError(
          error instanceof PhotoReadError ? error.message : messages.upload.invalidType,
        );
        pickOriginal(null);
        pickPhoto(null);
        return;
      }
      if (count !== pickCount.current) return;
      setPreparing(false);
      const error = imageFileError(file, sizeRule);
      setPhotoError(error ?? undefined);
      pickOriginal(error ? null : file);
      pickPhoto(error ? null : file);
    },
    clear() {
      pickCount.current++;
      setPreparing(false);
      setCropping(false);
      pickOriginal(null);
      pickPhoto(null);
      setPhotoError(undefined);
    },
    /** The photo before any crop (what the crop step edits). */
    original,
    /** True while the crop and rotate step is open. */
    cropping,
    startCrop: () => setCropping(true),
    /** Closes the crop step, keeping `file` (the cropped photo) when given. */
    finishCrop(file?: File) {
      setCropping(false);
      if (!file) return;
      const error = imageFileError(file, sizeRule);
      if (error) setPhotoError(error);
      else pickPhoto(file);
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
