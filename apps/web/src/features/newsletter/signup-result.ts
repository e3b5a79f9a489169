import { messages } from '@pawprize/shared';
import type { NewsletterSource } from '@pawprize/shared/schemas/newsletter';
import { isApiError } from '@/lib/api';
import { describeFailure, type Failure } from '@/lib/form-errors';

export type SignupFailure =
  /** The server did not accept the address: shown under the field. */
  | { kind: 'invalid'; message: string }
  | { kind: 'duplicate'; message: string }
  /** A toast: the form's failure text, or the server's rate-limit message and wait. */
  | ({ kind: 'failed' } & Failure);

const failedText: Record<NewsletterSource, string> = {
  box: messages.newsletter.boxFailed,
  popup: messages.newsletter.popupFailed,
};

/** What a failed signup means for the form that sent it (docs/product/newsletter.md). */
export function signupFailure(error: unknown, source: NewsletterSource): SignupFailure {
  if (isApiError(error)) {
    if (error.code === 'ALREADY_SUBSCRIBED' || error.status === 409) {
      return { kind: 'duplicate', message: messages.newsletter.alreadySubscribed };
    }
    if (error.code === 'VALIDATION_FAILED' || error.code === 'BAD_REQUEST') {
      return { kind: 'invalid', message: messages.newsletter.popupInvalidEmail };
    }
    if (error.code === 'RATE_LIMITED') return { kind: 'failed', ...describeFailure(error, '') };
  }
  return { kind: 'failed', title: failedText[source] };
}
