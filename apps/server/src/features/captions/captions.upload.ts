import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import type { FieldErrors } from '@pawprize/shared';
import {
  CAPTION_IMAGE_FIELD,
  CreateCaptionContestFieldsSchema,
} from '@pawprize/shared/schemas/captions';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { readUploadForm } from '../../http/multipart.ts';
import { zodFieldErrors } from '../../http/validation.ts';

/**
 * @fastify/multipart limits of `POST /api/captions`. Contests take files of *at most* 5 MB
 * (docs/product/captions.md): exactly MAX_IMAGE_BYTES passes, one byte more is cut off and refused.
 */
export const CAPTION_UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 16 * 1024,
} as const;

export interface NewContestInput {
  petName: string;
  breed: string | undefined;
  image: Buffer;
}

/**
 * Reads the form (fields in any order): 413 as soon as the file passes 5 MB, 400 with the
 * catalogue's texts for a missing image or a bad name/breed, our own messages for broken forms
 * (http/multipart.ts). The image's content is checked by the pipeline.
 */
export async function readContestUpload(
  request: FastifyRequest,
  signal?: AbortSignal,
): Promise<NewContestInput> {
  const { fields, file: image } = await readUploadForm(request, CAPTION_IMAGE_FIELD, signal);

  const fieldErrors: FieldErrors = {};
  if (!image || image.length === 0)
    fieldErrors[CAPTION_IMAGE_FIELD] = [messages.upload.imageRequired];
  const parsed = CreateCaptionContestFieldsSchema.safeParse({
    petName: fields.petName ?? '',
    breed: fields.breed,
  });
  if (!parsed.success) zodFieldErrors(parsed.error.issues, fieldErrors);
  const first = Object.values(fieldErrors)[0]?.[0];
  if (first || !image || !parsed.success) {
    throw new AppError('VALIDATION_FAILED', first ?? messages.upload.imageRequired, fieldErrors);
  }
  return { petName: parsed.data.petName, breed: parsed.data.breed, image };
}
