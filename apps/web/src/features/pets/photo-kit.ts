// The pet feature's photo pieces that caption contests build on (they reuse the pet upload
// pipeline, docs/product/uploads.md, docs/product/captions.md): the file check, the drop zone, the
// preview, the retry rule and the responsive image. The one allowed cross-feature import (captions
// → pets), ADR 0011.
export { PhotoDropzone } from './components/photo-dropzone';
export { PetImage } from './components/pet-image';
export { usePickedPhoto, type PickedPhoto } from './hooks/use-picked-photo';
export { placeholderOf, variantUrl, votesLabel } from './pet-rules';
export {
  imageFileError,
  isRetryableUploadError,
  progressForBytes,
  type ImageSizeRule,
} from './upload-rules';
