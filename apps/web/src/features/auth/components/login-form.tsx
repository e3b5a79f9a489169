import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { FormField } from '@/components/ui/form-field';
import { type FormErrors } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useFormSubmit } from '@/lib/use-form-submit';
import { signIn } from '../auth-api';
import { useAuth } from '../use-auth';
import { SubmitButton } from './submit-button';

function validate(values: { email: string; password: string }): FormErrors {
  return {
    email: values.email.trim() ? undefined : messages.auth.emailRequired,
    password: values.password ? undefined : messages.auth.passwordRequired,
  };
}

const forgotLink = (
  <Link
    to={href('forgotPassword')}
    className="inline-flex min-h-11 items-center text-sm font-semibold text-coral-700 underline-offset-4 hover:underline"
  >
    Forgot password?
  </Link>
);

/** Email and password; on success the session is re-read and the user goes to `redirectTo`. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const { check, field, formRef, values } = useFormFields(
    { email: '', password: '' },
    validate,
    'login',
  );
  const { busy, waitSeconds, submit } = useFormSubmit(check);
  const onSubmit = submit(
    async () => {
      await signIn({ email: values.email.trim(), password: values.password });
      toast.success(messages.auth.loggedIn);
      await refresh();
      await navigate(redirectTo, { replace: true });
    },
    { fallback: messages.auth.loginFailed },
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField kind="email" label="Email" {...field('email')} />
      <FormField kind="password" label="Password" aside={forgotLink} {...field('password')} />
      <SubmitButton busy={busy} busyLabel="Logging in…" waitSeconds={waitSeconds}>
        Log in
      </SubmitButton>
    </form>
  );
}
