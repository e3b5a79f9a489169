import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import type { FieldErrors } from '@pawprize/shared';
import {
  CAPTION_IMAGE_FIELD,
  CreateCaptionContestFieldsSchema,
} from '@pawprize/shared/schemas/captions';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

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

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', messages.upload.tooLarge, {
    [CAPTION_IMAGE_FIELD]: [messages.upload.tooLarge],
  });

/**
 * Reads the form (fields in any order): 413 as soon as the file passes 5 MB, 400 with the
 * catalogue's texts for a missing image or a bad name/breed. The image's content is checked by the
 * pipeline.
 */
export async function readContestUpload(request: FastifyRequest): Promise<NewContestInput> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === CAPTION_IMAGE_FIELD && !image) image = await part.toBuffer();
          else part.file.resume();
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if ((err as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw err;
    }
  }

  const fieldErrors: FieldErrors = {};
  if (!image || image.length === 0)
    fieldErrors[CAPTION_IMAGE_FIELD] = [messages.upload.imageRequired];
  const parsed = CreateCaptionContestFieldsSchema.safeParse({
    petName: fields.petName ?? '',
    breed: fields.breed,
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
  return { petName: parsed.data.petName, breed: parsed.data.breed, image };
}
