import { MAX_IMAGE_BYTES, messages } from '@pawprize/shared';
import { describe, expect, it } from 'vitest';
import { isNewPet, votesLabel } from './pet-rules';
import { srcSetOf, variantUrl } from '@/lib/image-variants';
import { makePet } from '@/test/pets';
import { imageFileError, isRetryableUploadError, progressForBytes } from './upload-rules';
import { ApiError } from '@/lib/api';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('imageFileError', () => {
  it.each([
    ['dog.jpg', 'image/jpeg'],
    ['dog.JPEG', 'image/jpeg'],
    ['dog.png', 'image/png'],
    ['dog.webp', 'image/webp'],
    ['dog.gif', 'image/gif'],
    ['dog', 'image/jpeg'],
    ['dog.jpg', ''],
    ['dog.png', 'application/octet-stream'],
  ])('accepts %s (%s)', (name, type) => {
    expect(imageFileError(file(name, type))).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['photo.heic', 'image/heic'],
    ['drawing.svg', 'image/svg+xml'],
    ['notes.txt', ''],
    ['archive', ''],
  ])('refuses %s (%s) as not an image', (name, type) => {
    expect(imageFileError(file(name, type))).toBe(messages.upload.invalidType);
  });

  it('refuses 5 MB and more, accepts just under', () => {
    expect(imageFileError(file('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES))).toBe(
      messages.upload.tooLarge,
    );
    expect(imageFileError(file('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES - 1))).toBeNull();
  });
});

describe('upload retries and progress', () => {
  it('retries network failures and 5xx only', () => {
    expect(isRetryableUploadError(new ApiError({ status: 0, code: 'SERVICE_UNAVAILABLE' }))).toBe(
      true,
    );
    expect(isRetryableUploadError(new ApiError({ status: 500, code: 'INTERNAL' }))).toBe(true);
    expect(isRetryableUploadError(new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE' }))).toBe(
      false,
    );
    expect(isRetryableUploadError(new Error('x'))).toBe(false);
  });

  it('maps bytes sent onto 30–80', () => {
    expect(progressForBytes(0)).toBe(30);
    expect(progressForBytes(0.6)).toBe(60);
    expect(progressForBytes(1)).toBe(80);
    expect(progressForBytes(7)).toBe(80);
  });
});

describe('pet rules', () => {
  const now = Date.parse('2024-06-02T12:00:00Z');
  it('marks pets NEW for 24 hours', () => {
    expect(isNewPet('2024-06-02T11:59:00Z', now)).toBe(true);
    expect(isNewPet('2024-06-01T12:00:01Z', now)).toBe(true);
    expect(isNewPet('2024-06-01T12:00:00Z', now)).toBe(false);
    expect(isNewPet('not a date', now)).toBe(false);
  });

  it('builds a srcset narrowest first and picks a variant', () => {
    const pet = makePet({
      id: 'p',
      variants: [
        { width: 1600, url: '/l.webp' },
        { width: 400, url: '/s.webp' },
        { width: 800, url: '/m.webp' },
      ],
    });
    expect(srcSetOf(pet.variants)).toBe('/s.webp 400w, /m.webp 800w, /l.webp 1600w');
    expect(variantUrl(pet, 500)).toBe('/m.webp');
    expect(variantUrl(pet, 4000)).toBe('/l.webp');
    expect(variantUrl({ ...pet, variants: [] }, 400)).toBe(pet.imageUrl);
    expect(srcSetOf([])).toBeUndefined();
  });

  it('says votes in words', () => {
    expect(votesLabel(1)).toBe('1 vote');
    expect(votesLabel(1204)).toBe('1,204 votes');
  });
});
