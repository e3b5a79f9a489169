import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { isAbortError, withUploadRetries } from '@/lib/multipart-upload';
import { captionKeys } from '../api/keys';
import { sendNewContest, type NewContestInput } from '../api/create-contest';
import {
  CREATE_PROGRESS,
  createFailure,
  createProgressForBytes,
  isRetryableCreateError,
  STILL_GENERATING_AFTER_MS,
} from '../caption-rules';
import { useSteppedProgress } from './use-stepped-progress';

export type { CreatePhase } from '../caption-rules';

export type CreateOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * Creates one caption contest at a time (docs/product/captions.md): progress 10 → 20…50 (real
 * bytes) → 70 once the server is writing captions → 80 when that takes a while → 100, with the
 * catalogue's notices; up to 3 attempts 1 s apart on network or server failures (never after an AI
 * failure); then the success toast and the contest's page — or the failure toast with progress back
 * at 0.
 */
export function useCreateContest(
  viewerId: string | null,
  /** `onCreated`: once the contest exists, just before its page opens (lifts the leave warning). */
  { onCreated }: { onCreated?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { shown, target, setTarget, shownAtLeast, reset } = useSteppedProgress();
  const busyRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page cancels a creation in flight.
  useEffect(() => {
    const abort = abortRef;
    return () => abort.current?.abort();
  }, []);

  // The AI is taking a while: move on from 70 to 80.
  const slowWriter =
    target.phase === 'generating' && target.progress === CREATE_PROGRESS.generating;
  useEffect(() => {
    if (!slowWriter) return;
    const timer = setTimeout(
      () =>
        setTarget((t) =>
          t.phase === 'generating' ? { ...t, progress: CREATE_PROGRESS.stillGenerating } : t,
        ),
      STILL_GENERATING_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [slowWriter, setTarget]);

  /** Bytes go out over 20→50; once all are sent, the server is writing captions (70). */
  function onBytes(fraction: number) {
    setTarget((t) => {
      if (t.phase !== 'uploading') return t;
      if (fraction >= 1) return { phase: 'generating', progress: CREATE_PROGRESS.generating };
      const progress = createProgressForBytes(fraction);
      return progress > t.progress ? { ...t, progress } : t;
    });
  }

  async function create(input: NewContestInput): Promise<CreateOutcome | null> {
    if (busyRef.current) {
      toast.info(messages.upload.inProgress);
      return null;
    }
    busyRef.current = true;
    const controller = new AbortController();
    abortRef.current = controller;
    setTarget({ phase: 'preparing', progress: CREATE_PROGRESS.preparing });
    try {
      const contest = await withUploadRetries(
        (n) => {
          if (n > 1) toast.info(messages.upload.retrying(n));
          setTarget({ phase: 'uploading', progress: CREATE_PROGRESS.uploadStart });
          return sendNewContest(input, onBytes, controller.signal);
        },
        { signal: controller.signal, isRetryable: isRetryableCreateError },
      );
      // Stays "busy" until the contest page replaces this one: no second contest of the photo.
      setTarget({ phase: 'done', progress: CREATE_PROGRESS.done });
      queryClient.setQueryData(captionKeys.detail(contest.shareId, viewerId), contest);
      void queryClient.invalidateQueries({ queryKey: captionKeys.lists() });
      toast.success(messages.captionCreate.success);
      await shownAtLeast(CREATE_PROGRESS.done);
      onCreated?.();
      await navigate(href('captionContest', { shareId: contest.shareId }));
      return { ok: true };
    } catch (error) {
      busyRef.current = false;
      if (isAbortError(error)) return null;
      reset();
      const failure = createFailure(error);
      toast.error(failure.title, { description: failure.description });
      return { ok: false, error };
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }

  return {
    create,
    phase: shown.phase,
    progress: shown.progress,
    busy: target.phase !== 'idle' || shown.phase !== 'idle',
  };
}
