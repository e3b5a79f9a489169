import { BUCKET_CHECK_SKIP_MS, messages } from '@pawprize/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api';
import { storageKeys } from '../api/keys';
import { initStorage, storageStatus } from '../api/storage-api';

/**
 * The photo store's readiness (docs/product/uploads.md). A check that ran under 2 s ago is
 * reused instead of repeated: that is the query's stale time, both when the upload page mounts
 * and when `ensureReady()` runs right before an upload.
 */
export function useStorageStatus() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: storageKeys.status,
    queryFn: ({ signal }) => storageStatus(signal),
    staleTime: BUCKET_CHECK_SKIP_MS,
    retry: false,
  });

  const ensureReady = useCallback(async (): Promise<boolean> => {
    try {
      const status = await queryClient.fetchQuery({
        queryKey: storageKeys.status,
        queryFn: ({ signal }) => storageStatus(signal),
        staleTime: BUCKET_CHECK_SKIP_MS,
      });
      return status.ready;
    } catch {
      return false;
    }
  }, [queryClient]);

  return { ...query, ready: query.data?.ready === true, ensureReady };
}

/** The 'Initialize Storage System' button's action, with its toasts (docs/product/uploads.md). */
export function useInitStorage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initStorage,
    onSuccess: (status) => {
      queryClient.setQueryData(storageKeys.status, status);
      if (status.ready) toast.success(messages.storage.initialized);
      else toast.error(messages.storage.initFailedLater);
    },
    onError: (error) => {
      // 503: the store cannot be prepared right now; anything else: try the button again.
      const unavailable = isApiError(error) && error.status === 503;
      toast.error(
        unavailable ? messages.storage.initFailedLater : messages.storage.initSystemFailed,
      );
    },
  });
}
