import { useState, type FormEvent } from 'react';
import { hasErrors, serverFormErrors, toastFailure, type FormErrors } from './form-errors';
import { useCountdown } from './use-countdown';

interface SendOptions {
  /** The failure toast's title when the server gives no reason of its own. */
  fallback: string;
  /** After the failure toast (and the server's field errors, when `showErrors` was given). */
  onError?: (error: unknown) => void;
}

/**
 * One submit at a time for a form: `submit(send, options)` is the form's onSubmit. It runs
 * `check` (the form's own validation), keeps `busy` while `send` runs (a success that navigates
 * stays busy until the page goes), says a failure in a toast, and after a 429 holds the form for
 * the server's wait (`waitSeconds`, for the button's "Try again in …"); the server's field errors
 * show under their fields.
 */
export function useFormSubmit(
  check: () => boolean,
  /** Shows the server's field errors of a failed send under their fields. */
  showErrors?: (errors: FormErrors) => void,
) {
  const [busy, setBusy] = useState(false);
  const wait = useCountdown();

  const submit =
    (send: () => Promise<void>, { fallback, onError }: SendOptions) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy || wait.secondsLeft > 0 || !check()) return;
      setBusy(true);
      try {
        await send();
      } catch (error) {
        toastFailure(error, fallback, wait);
        const fieldErrors = serverFormErrors(error);
        if (showErrors && hasErrors(fieldErrors)) showErrors(fieldErrors);
        onError?.(error);
      } finally {
        setBusy(false);
      }
    };

  return { busy, waitSeconds: wait.secondsLeft, submit };
}
