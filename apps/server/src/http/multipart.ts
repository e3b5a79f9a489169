import type {} from '@fastify/multipart';
import { messages } from '@pawprize/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Reading the upload forms (pets, caption contests, avatars) with @fastify/multipart, and our own
 * answers for everything that can go wrong on the way (docs/decisions/0022-upload-limits.md).
 */

export interface UploadForm {
  /** Text fields by name (a value longer than the route's `fieldSize` is cut there). */
  fields: Record<string, string>;
  /** The file sent as `fileField`, or null. */
  file: Buffer | null;
}

function refusal(code: 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST', message: string, field: string) {
  return new AppError(code, message, { [field]: [message] });
}

/** Our error for a failure while reading a multipart body. */
export function multipartError(err: unknown, fileField: string): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refusal('PAYLOAD_TOO_LARGE', messages.upload.tooLarge, fileField);
    case 'FST_FILES_LIMIT':
      return refusal('PAYLOAD_TOO_LARGE', messages.upload.tooManyFiles, fileField);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refusal('PAYLOAD_TOO_LARGE', messages.upload.tooManyFields, '_');
    default:
      // Busboy's "Boundary not found", "Unexpected end of multipart data", a prototype-polluting
      // field name, a body closed early: the form itself is broken.
      return refusal('BAD_REQUEST', messages.upload.malformed, fileField);
  }
}

export const uploadCancelled = () => new AppError('BAD_REQUEST', messages.upload.cancelled);

/**
 * Reads a whole upload form: text fields in any order and the first file sent as `fileField`
 * (other files are discarded). A body that is not multipart gives no fields and no file. With
 * `signal` (see `clientGone`), a client that goes away ends the reading: @fastify/multipart waits
 * forever on a body whose connection closed before it was read.
 */
export async function readUploadForm(
  request: FastifyRequest,
  fileField: string,
  signal?: AbortSignal,
): Promise<UploadForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  if (!request.isMultipart()) return { fields, file };
  if (signal?.aborted) throw uploadCancelled();
  const read = async () => {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && !file) file = await part.toBuffer();
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  };
  let onAbort: (() => void) | undefined;
  const gone = new Promise<never>((_, reject) => {
    onAbort = () => reject(uploadCancelled());
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([read(), gone]);
  } catch (err) {
    throw multipartError(err, fileField);
  } finally {
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
  return { fields, file };
}

/**
 * Aborted when the client goes away before its answer is sent (the response closes unfinished),
 * so long work for nobody can stop. Fastify's `request.signal` also fires once the body is read.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const { raw } = reply;
  // The connection may have closed while earlier hooks ran.
  if (raw.destroyed && !raw.writableFinished) controller.abort();
  else {
    raw.once('close', () => {
      if (!raw.writableFinished) controller.abort();
    });
  }
  return controller.signal;
}
