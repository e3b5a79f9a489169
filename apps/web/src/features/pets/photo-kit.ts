// The pet feature's photo pieces that caption contests build on (they reuse the pet upload
// pipeline, docs/product/uploads.md, docs/product/captions.md): the photo-and-name form with its
// drop zone, preview, file check and leave warning, and the retry rule; votes use the vote label.
// Contest covers go through the same preparation and checks (docs/product/contests.md).
// A public entry of the pets feature (ADR 0011); the responsive image is @/components/pet-image.
export { PhotoEntryForm } from './components/photo-entry-form';
export { usePhotoEntry, type PhotoEntry } from './hooks/use-photo-entry';
export { votesLabel } from './pet-rules';
export {
  IMAGE_ACCEPT,
  imageFileError,
  isRetryableUploadError,
  progressForBytes,
  type ImageSizeRule,
} from './upload-rules';
export { PhotoReadError, preparePhoto } from './prepare-photo';
