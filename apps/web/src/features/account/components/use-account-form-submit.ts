import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { describeFailure, hasErrors, serverFormErrors, type FormErrors } from '@/lib/form-errors';

/**
 * The submit of a dashboard account form (change email, change password): nothing while busy or
 * while the fields are invalid; the server's field errors go inline, anything else to an error
 * toast with `failed` as the fallback text.
 */
export function useAccountFormSubmit({
  check,
  showErrors,
  failed,
  send,
}: {
  check: () => boolean;
  showErrors: (errors: FormErrors) => void;
  failed: string;
  send: (form: FormData) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    try {
      await send(new FormData(event.currentTarget));
    } catch (error) {
      const fieldErrors = serverFormErrors(error);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else toast.error(describeFailure(error, failed).title);
    } finally {
      setBusy(false);
    }
  }

  return { busy, onSubmit };
}
