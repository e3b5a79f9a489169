import { messages } from '@pawprize/shared';
import { isRouteErrorResponse } from 'react-router';

/** The text to show for anything thrown: an Error's message, a route error, or 'Unknown error'. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : error.statusText;
    return [error.status, detail].filter(Boolean).join(' ') || messages.pages.errorUnknown;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return messages.pages.errorUnknown;
}
