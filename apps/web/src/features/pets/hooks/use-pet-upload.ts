import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { describeFailure } from '@/lib/form-errors';
import { isAbortError, withUploadRetries } from '@/lib/multipart-upload';
import { petKeys } from '../api/keys';
import { sendPetUpload, type PetUploadInput } from '../api/upload-pet';
import { isRetryableUploadError, progressForBytes } from '../upload-rules';

/** The navigation state that opens the pet page with its "You're in!" panel. */
export const ENTERED_STATE = { entered: true } as const;

/** Did this page open right after its pet's upload? */
export function cameFromUpload(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { entered?: unknown }).entered === true
  );
}

export type UploadPhase = 'idle' | 'preparing' | 'sending' | 'processing' | 'done';

interface UsePetUploadOptions {
  /** The storage check before each upload (reused when one ran under 2 s ago). */
  ensureStorageReady: () => Promise<boolean>;
  /** Once the pet is stored, just before the page moves on (e.g. to lift the leave warning). */
  onStored?: () => void;
}

/**
 * One pet upload at a time (docs/product/uploads.md): storage check, real byte progress on the
 * 10/30/60/80/100 scale, up to 3 attempts 1 s apart on network or server failures, then the
 * success toast and the new pet's page — or the failure toast with progress back at 0.
 */
export function usePetUpload({ ensureStorageReady, onStored }: UsePetUploadOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const busyRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  function attempt(input: PetUploadInput, signal: AbortSignal) {
    return withUploadRetries(
      (n) => {
        if (n > 1) toast.info(messages.upload.retrying(n));
        setPhase('sending');
        setProgress(progressForBytes(0));
        return sendPetUpload(
          input,
          (fraction) => {
            setProgress(progressForBytes(fraction));
            if (fraction >= 1) setPhase('processing');
          },
          signal,
        );
      },
      { signal, isRetryable: isRetryableUploadError },
    );
  }

  /** Resolves true once the pet is stored (and the page is on its way to the pet's page). */
  async function upload(input: PetUploadInput): Promise<boolean> {
    if (busyRef.current) {
      toast.info(messages.upload.inProgress);
      return false;
    }
    busyRef.current = true;
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase('preparing');
    setProgress(10);
    try {
      if (!(await ensureStorageReady())) {
        toast.error(messages.upload.storageNotReady);
        setProgress(0);
        setPhase('idle');
        busyRef.current = false;
        return false;
      }
      const pet = await attempt(input, controller.signal);
      // Stays "busy" until the pet's page replaces this one: no second upload of the same pet.
      setProgress(100);
      setPhase('done');
      toast.success(messages.upload.success);
      void queryClient.invalidateQueries({ queryKey: petKeys.all });
      onStored?.();
      // The new pet's page, with its "You're in!" panel (docs/product/gallery.md, After an upload).
      await navigate(href('pet', { id: pet.id }), { state: ENTERED_STATE });
      return true;
    } catch (error) {
      busyRef.current = false;
      if (isAbortError(error)) return false;
      setProgress(0);
      setPhase('idle');
      const failure = describeFailure(error, messages.upload.failedAfterRetries);
      toast.error(failure.title, { description: failure.description });
      return false;
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }

  const busy = phase !== 'idle';
  return { upload, progress, phase, busy };
}
