import { toast } from '@/lib/toast';
import { isApiError } from './api-error';

/** Field name → the one message shown under that field. */
export type FormErrors = Partial<Record<string, string>>;

/** The part of a zod `safeParse` answer we read (the web does not depend on zod itself). */
export interface ParseResult {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** First message per top-level field of a failed `schema.safeParse(values)`. */
export function formErrorsFrom(result: ParseResult): FormErrors {
  const errors: FormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors of a 4xx answer (first message per field). */
export function serverFormErrors(error: unknown): FormErrors {
  if (!isApiError(error)) return {};
  const errors: FormErrors = {};
  for (const field of Object.keys(error.fieldErrors)) errors[field] = error.fieldError(field);
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** 42 → '42 seconds', 60 → '1 minute', 125 → '3 minutes'. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface Failure {
  /** The toast's title: the server's own message for a 4xx, else the given fallback. */
  title: string;
  /** Extra detail: the wait of a 429 when the message does not say it already. */
  description?: string;
  /** Seconds until a rate-limited request may be tried again. */
  retryAfterSeconds?: number;
}

/**
 * docs/product/messages.md: "failure: the server's message or '<fallback>'", plus the 429 wait
 * (docs/product/limits.md).
 */
export function describeFailure(error: unknown, fallback: string): Failure {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return { title: fallback };
  if (error.code !== 'RATE_LIMITED' && error.code !== 'DAILY_LIMIT_REACHED') {
    return { title: error.message };
  }
  const seconds = error.retryAfterSeconds;
  const saysWhen = /try again in/i.test(error.message);
  return {
    title: error.message,
    description:
      seconds !== undefined && !saysWhen ? `Try again in ${waitText(seconds)}.` : undefined,
    retryAfterSeconds: seconds,
  };
}

/**
 * Says why a submit failed in an error toast; a 429's wait also starts the form's countdown, so
 * its button says "Try again in …" until then.
 */
export function toastFailure(
  error: unknown,
  fallback: string,
  wait?: { start: (seconds: number) => void },
): void {
  const failure = describeFailure(error, fallback);
  toast.error(failure.title, { description: failure.description });
  if (failure.retryAfterSeconds) wait?.start(failure.retryAfterSeconds);
}
