import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pet } from '@pawprize/shared/schemas/pets';
import { expect } from 'vitest';
import type { StartedServer } from '../../scripts/lib/server-process.mjs';

/** The shared fixture photos (see their LICENSES.md). */
export const PHOTOS_DIR = path.resolve(import.meta.dirname, '../../fixtures/photos');

export const fixturePhoto = (name: string): Buffer => readFileSync(path.join(PHOTOS_DIR, name));

/** Uploads a pet through the API (multipart, like the browser) as the account of `cookie`. */
export async function uploadPet(
  server: StartedServer,
  cookie: string,
  pet: { petName: string; description?: string; file: string },
): Promise<Pet> {
  const form = new FormData();
  form.append('petName', pet.petName);
  if (pet.description) form.append('description', pet.description);
  const data = fixturePhoto(pet.file);
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), pet.file);
  const res = await fetch(`${server.url}/api/pets`, {
    method: 'POST',
    headers: { origin: server.url, cookie },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { pet: Pet }).pet;
}
