import { PET_UPLOAD_FIELDS } from '@pawprize/shared/schemas/pets';
import { ApiError } from '@/lib/api';
import { postMultipart } from '@/lib/multipart-upload';
import type { Pet } from '../types';

export interface PetUploadInput {
  petName: string;
  description: string;
  file: File;
}

/**
 * `POST /api/pets` through XMLHttpRequest (`postMultipart`), because fetch cannot report upload
 * progress. `onProgress` receives the fraction (0–1) of the request body sent. Rejects with an
 * `ApiError` like the fetch client (status 0 when the server was not reached), or with an
 * `AbortError` when `signal` aborts.
 */
export async function sendPetUpload(
  input: PetUploadInput,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Pet> {
  const form = new FormData();
  form.append(PET_UPLOAD_FIELDS.petName, input.petName.trim());
  const description = input.description.trim();
  if (description) form.append(PET_UPLOAD_FIELDS.description, description);
  // The file goes last so the server reads the text fields before the image stream.
  form.append(PET_UPLOAD_FIELDS.image, input.file, input.file.name);

  const body = await postMultipart('/pets', form, { onProgress, signal });
  const pet = (body as { pet?: Pet } | undefined)?.pet;
  if (!pet) throw new ApiError({ status: 201, code: 'INTERNAL' });
  return pet;
}
