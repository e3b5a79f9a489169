import { messages } from '@pawprize/shared';
import { PasswordSchema } from '@pawprize/shared/schemas/auth';
import { CircleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { isApiError } from '@/lib/api';
import { describeFailure, formErrorsFrom, type FormErrors } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { resetPassword } from '../auth-api';
import { useAuth } from '../use-auth';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

const RESET_FAILED = 'We could not change your password. Please try again.';

function validate(values: { password: string; confirm: string }): FormErrors {
  const errors = formErrorsFrom(PasswordSchema.safeParse(values.password));
  return {
    password: errors._,
    confirm:
      values.confirm && values.confirm === values.password
        ? undefined
        : messages.auth.passwordsDiffer,
  };
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="grid gap-5">
      <Alert variant="error" role="alert">
        <CircleAlert aria-hidden="true" />
        <p>{message}</p>
      </Alert>
      <Button asChild size="lg">
        <Link to="/forgot-password">Request a new link</Link>
      </Button>
    </div>
  );
}

/**
 * New password + confirmation for the mailed `?token=`. Success ends every session of the
 * account (this one too), so the user goes to /login to sign in with the new password.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const { bind, check, errors, formRef, showErrors, values } = useFormFields(
    { password: '', confirm: '' },
    validate,
  );
  const [busy, setBusy] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(
    token ? null : messages.auth.resetLinkMissing,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token || !check()) return;
    setBusy(true);
    try {
      await resetPassword({ token, password: values.password });
    } catch (error) {
      const failure = describeFailure(error, RESET_FAILED);
      toast.error(failure.title, { description: failure.description });
      if (isApiError(error) && error.isClientError) {
        const passwordError = error.fieldError('password');
        if (passwordError) showErrors({ password: passwordError });
        else setLinkError(error.message);
      }
      setBusy(false);
      return;
    }
    toast.success(messages.auth.passwordResetDone);
    // The server ended this browser's session too: forget it before going to /login.
    await refresh();
    await navigate('/login', { replace: true });
  }

  if (linkError) return <InvalidLink message={linkError} />;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <Field
        id="reset-password"
        label="New password"
        hint={messages.auth.passwordHint}
        error={errors.password}
      >
        {(control) => (
          <PasswordInput {...control} {...bind('password')} autoComplete="new-password" />
        )}
      </Field>
      <Field id="reset-confirm" label="Confirm new password" error={errors.confirm}>
        {(control) => (
          <PasswordInput {...control} {...bind('confirm')} autoComplete="new-password" />
        )}
      </Field>
      <SubmitButton busy={busy} busyLabel="Saving…">
        Set new password
      </SubmitButton>
    </form>
  );
}
