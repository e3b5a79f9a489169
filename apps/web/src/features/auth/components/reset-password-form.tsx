import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { PasswordSchema } from '@pawprize/shared/schemas/auth';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { formErrorsFrom, type FormErrors } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useFormSubmit } from '@/lib/use-form-submit';
import { resetPassword } from '../auth-api';
import { useAuth } from '../use-auth';
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
        <Link to={href('forgotPassword')}>Request a new link</Link>
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
  const { check, field, formRef, showErrors, values } = useFormFields(
    { password: '', confirm: '' },
    validate,
    'reset',
  );
  const [linkError, setLinkError] = useState<string | null>(
    token ? null : messages.auth.resetLinkMissing,
  );
  const { busy, waitSeconds, submit } = useFormSubmit(() => Boolean(token) && check());
  const onSubmit = submit(
    async () => {
      await resetPassword({ token: token!, password: values.password });
      toast.success(messages.auth.passwordResetDone);
      // The server ended this browser's session too: forget it before going to /login.
      await refresh();
      await navigate(href('login'), { replace: true });
    },
    {
      fallback: RESET_FAILED,
      onError: (error) => {
        if (!isApiError(error) || !error.isClientError) return;
        const passwordError = error.fieldError('password');
        if (passwordError) showErrors({ password: passwordError });
        else setLinkError(error.message);
      },
    },
  );

  if (linkError) return <InvalidLink message={linkError} />;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField kind="new-password" label="New password" {...field('password')} />
      <FormField
        kind="password"
        label="Confirm new password"
        autoComplete="new-password"
        {...field('confirm')}
      />
      <SubmitButton busy={busy} busyLabel="Saving…" waitSeconds={waitSeconds}>
        Set new password
      </SubmitButton>
    </form>
  );
}
