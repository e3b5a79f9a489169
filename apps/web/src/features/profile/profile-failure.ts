import { isApiError } from '@/lib/api';

/** SPEC §8 toast title plus, for a 4xx, the server's reason as the description. */
export function failureToast(error: unknown, title: string): [string, { description?: string }] {
  const reason =
    isApiError(error) && error.status >= 400 && error.status < 500 && error.message !== title
      ? error.message
      : undefined;
  return [title, { description: reason }];
}
