import { useCallback } from 'react';
import { shareUrlOf } from '../vote-rules';
import { focusShareSection } from './use-share-action';

/** The system share sheet is offered on phones (touch first) that have the Web Share API. */
export function hasShareSheet(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/** The pet's share image as a file (docs/product/gallery.md, Sharing); null when unavailable. */
async function shareImage(petId: string, petName: string): Promise<File | null> {
  try {
    const res = await fetch(`/api/pets/${encodeURIComponent(petId)}/share/story.jpg`);
    if (!res.ok) return null;
    const name = `${petName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'pet'}.jpg`;
    return new File([await res.blob()], name, { type: 'image/jpeg' });
  } catch {
    return null;
  }
}

/**
 * Share a pet: on a phone, the system share sheet with the pet's share image as a file where
 * `navigator.canShare({ files })` allows it (else the link alone); elsewhere the page's share
 * buttons (focused). A cancelled sheet is not an error.
 */
export function useSystemShare(pet: { id: string; petName: string }) {
  return useCallback(async () => {
    if (!hasShareSheet()) {
      focusShareSection();
      return;
    }
    const url = shareUrlOf(pet.id);
    const text = `Vote for ${pet.petName} in the PawPrize pet photo contest! 🐾`;
    const file = await shareImage(pet.id, pet.petName);
    const withFile = file && navigator.canShare?.({ files: [file] }) ? { files: [file] } : {};
    try {
      await navigator.share({ title: `Vote for ${pet.petName}`, text, url, ...withFile });
    } catch {
      // Cancelled, or refused by the browser: nothing to undo.
    }
  }, [pet.id, pet.petName]);
}
