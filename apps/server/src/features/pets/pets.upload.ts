import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import type { FieldErrors } from '@pawprize/shared';
import { PET_UPLOAD_FIELDS, PetUploadFieldsSchema } from '@pawprize/shared/schemas/pets';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { readUploadForm } from '../../http/multipart.ts';
import { zodFieldErrors } from '../../http/validation.ts';
import type { NewPetInput } from './pets.service.ts';

/**
 * @fastify/multipart limits of `POST /api/pets`. Pets must be *under* 5 MB
 * (docs/product/uploads.md): a file of exactly 5 MB exceeds `fileSize` and is cut off there, never
 * buffered whole.
 */
export const PET_UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES - 1,
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 16 * 1024,
} as const;

/**
 * Reads the upload form (fields in any order) and checks its text fields. 400 for a missing image
 * or bad fields (the spec's texts, with `fieldErrors`), 413 as soon as the file passes the limit,
 * our own messages for broken forms (http/multipart.ts). The image's content is checked later, by
 * the image pipeline.
 */
export async function readPetUpload(
  request: FastifyRequest,
  signal?: AbortSignal,
): Promise<NewPetInput> {
  const { fields, file: image } = await readUploadForm(request, PET_UPLOAD_FIELDS.image, signal);

  const fieldErrors: FieldErrors = {};
  if (!image || image.length === 0) fieldErrors.image = [messages.upload.imageRequired];
  const parsed = PetUploadFieldsSchema.safeParse({
    petName: fields[PET_UPLOAD_FIELDS.petName] ?? '',
    description: fields[PET_UPLOAD_FIELDS.description],
  });
  if (!parsed.success) zodFieldErrors(parsed.error.issues, fieldErrors);
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first || !image || !parsed.success) {
    throw new AppError('VALIDATION_FAILED', first ?? messages.upload.imageRequired, fieldErrors);
  }
  return { ...parsed.data, image };
}
