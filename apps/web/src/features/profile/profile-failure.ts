import { isApiError } from '@/lib/api';

/**
 * The failure toast's title (docs/product/dashboard.md) plus, for a 4xx, the server's reason as the
 * description.
 */
export function failureToast(error: unknown, title: string): [string, { description?: string }] {
  const reason =
    isApiError(error) && error.status >= 400 && error.status < 500 && error.message !== title
      ? error.message
      : undefined;
  return [title, { description: reason }];
}
