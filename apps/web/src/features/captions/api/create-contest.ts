import { CAPTION_IMAGE_FIELD } from '@pawprize/shared/schemas/captions';
import { ApiError } from '@/lib/api';
import { postMultipart } from '@/lib/multipart-upload';
import type { CaptionContest } from '../types';

export interface NewContestInput {
  petName: string;
  breed: string;
  file: File;
}

/**
 * `POST /api/captions` (multipart `petName`, `breed?`, `image`) through XMLHttpRequest, for real
 * upload progress. The server answers once the photo is stored and the AI has written the
 * captions. Rejects with an `ApiError`, or an `AbortError` when `signal` aborts.
 */
export async function sendNewContest(
  input: NewContestInput,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<CaptionContest> {
  const form = new FormData();
  form.append('petName', input.petName.trim());
  const breed = input.breed.trim();
  if (breed) form.append('breed', breed);
  // The file goes last so the server reads the text fields before the image stream.
  form.append(CAPTION_IMAGE_FIELD, input.file, input.file.name);

  const body = await postMultipart('/captions', form, { onProgress, signal });
  const contest = (body as { contest?: CaptionContest } | undefined)?.contest;
  if (!contest) throw new ApiError({ status: 201, code: 'INTERNAL' });
  return contest;
}
