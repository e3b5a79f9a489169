import { QUERY_RETRY } from '@pawprize/shared';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retry a failed query once (docs/product/site.md), but never a 4xx that a retry cannot fix. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < QUERY_RETRY;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
