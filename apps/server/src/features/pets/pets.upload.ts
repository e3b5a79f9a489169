import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import type { FieldErrors } from '@pawprize/shared';
import { PET_UPLOAD_FIELDS, PetUploadFieldsSchema } from '@pawprize/shared/schemas/pets';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
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

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', messages.upload.tooLarge, {
    image: [messages.upload.tooLarge],
  });

function isFileTooLarge(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads the upload form (fields in any order) and checks its text fields. 400 for a missing image
 * or bad fields (the catalogue's texts, with `fieldErrors`), 413 as soon as the file passes the
 * limit. The image's content is checked later, by the image pipeline.
 */
export async function readPetUpload(request: FastifyRequest): Promise<NewPetInput> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;

  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === PET_UPLOAD_FIELDS.image && !image) image = await part.toBuffer();
          else part.file.resume(); // an unexpected file: discard it
        } else if (typeof part.value === 'string') {
          // A value cut short at fieldSize (16 KiB) is still far past the length limits.
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if (isFileTooLarge(err)) throw tooLarge();
      throw err;
    }
  }

  const fieldErrors: FieldErrors = {};
  if (!image || image.length === 0) fieldErrors.image = [messages.upload.imageRequired];
  const parsed = PetUploadFieldsSchema.safeParse({
    petName: fields[PET_UPLOAD_FIELDS.petName] ?? '',
    description: fields[PET_UPLOAD_FIELDS.description],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      (fieldErrors[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
    }
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first || !image || !parsed.success) {
    throw new AppError('VALIDATION_FAILED', first ?? messages.upload.imageRequired, fieldErrors);
  }
  return { ...parsed.data, image };
}
