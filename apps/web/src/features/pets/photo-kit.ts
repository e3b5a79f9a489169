// The pet feature's photo pieces that caption contests build on (they reuse the pet upload
// pipeline, docs/product/uploads.md, docs/product/captions.md): the file check, the drop zone, the
// preview and the retry rule; votes use the vote label. A public entry of the pets feature (ADR
// 0011); the responsive image is @/components/pet-image.
export { PhotoDropzone } from './components/photo-dropzone';
export { usePickedPhoto, type PickedPhoto } from './hooks/use-picked-photo';
export { votesLabel } from './pet-rules';
export {
  imageFileError,
  isRetryableUploadError,
  progressForBytes,
  type ImageSizeRule,
} from './upload-rules';
