import { messages } from '@pawprize/shared';
import type { NewsletterSource } from '@pawprize/shared/schemas/newsletter';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { subscribe } from './newsletter-api';
import { signupFailure } from './signup-result';

const successText: Record<NewsletterSource, string> = {
  box: messages.newsletter.boxSuccess,
  popup: messages.newsletter.popupSuccess,
};

/**
 * One email field's signup: `validate` runs first (its message shows under the field), then the
 * request; results are toasts (docs/product/newsletter.md), a rejected address shows under the
 * field.
 */
export function useNewsletterSignup(
  source: NewsletterSource,
  validate: (email: string) => string | undefined,
) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const wait = useCountdown();
  const inputRef = useRef<HTMLInputElement>(null);

  const showError = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  /** Resolves true when the address was subscribed. */
  async function submit(): Promise<boolean> {
    if (busy || wait.secondsLeft > 0) return false;
    const problem = validate(email);
    if (problem) {
      showError(problem);
      return false;
    }
    setError(undefined);
    setBusy(true);
    try {
      await subscribe(email, source);
    } catch (err) {
      const failure = signupFailure(err, source);
      if (failure.kind === 'invalid') showError(failure.message);
      else if (failure.kind === 'duplicate') toast.info(failure.message);
      else {
        toast.error(failure.title, { description: failure.description });
        if (failure.retryAfterSeconds) wait.start(failure.retryAfterSeconds);
      }
      return false;
    } finally {
      setBusy(false);
    }
    toast.success(successText[source]);
    setEmail('');
    return true;
  }

  const onEmailChange = (value: string) => {
    setEmail(value);
    if (error && !validate(value)) setError(undefined);
  };

  return { email, onEmailChange, error, busy, waitSeconds: wait.secondsLeft, submit, inputRef };
}
