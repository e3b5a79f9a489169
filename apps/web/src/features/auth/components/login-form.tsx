import { messages } from '@pawprize/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { describeFailure, type FormErrors } from '@/lib/form-errors';
import { useCountdown } from '@/lib/use-countdown';
import { useFormFields } from '@/lib/use-form-fields';
import { signIn } from '../auth-api';
import { useAuth } from '../use-auth';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

function validate(values: { email: string; password: string }): FormErrors {
  return {
    email: values.email.trim() ? undefined : messages.auth.emailRequired,
    password: values.password ? undefined : messages.auth.passwordRequired,
  };
}

/** Email and password; on success the session is re-read and the user goes to `redirectTo`. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const { bind, check, errors, formRef, values } = useFormFields(
    { email: '', password: '' },
    validate,
  );
  const [busy, setBusy] = useState(false);
  const wait = useCountdown();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      const failure = describeFailure(error, messages.auth.loginFailed);
      toast.error(failure.title, { description: failure.description });
      if (failure.retryAfterSeconds) wait.start(failure.retryAfterSeconds);
      setBusy(false);
      return;
    }
    toast.success(messages.auth.loggedIn);
    await refresh();
    await navigate(redirectTo, { replace: true });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <Field id="login-email" label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            {...bind('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
          />
        )}
      </Field>
      <Field
        id="login-password"
        label="Password"
        error={errors.password}
        aside={
          <Link
            to="/forgot-password"
            className="text-sm font-semibold text-coral-700 underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        {(control) => (
          <PasswordInput {...control} {...bind('password')} autoComplete="current-password" />
        )}
      </Field>
      <SubmitButton busy={busy} busyLabel="Logging in…" waitSeconds={wait.secondsLeft}>
        Log in
      </SubmitButton>
    </form>
  );
}
