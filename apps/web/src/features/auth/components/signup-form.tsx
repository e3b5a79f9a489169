import { messages } from '@pawprize/shared';
import { SignUpBodySchema } from '@pawprize/shared/schemas/auth';
import { AtSign } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  describeFailure,
  formErrorsFrom,
  hasErrors,
  serverFormErrors,
  type FormErrors,
} from '@/lib/form-errors';
import { useCountdown } from '@/lib/use-countdown';
import { useFormFields } from '@/lib/use-form-fields';
import { signUp } from '../auth-api';
import { useAuth } from '../use-auth';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';

interface SignupValues extends Record<string, string> {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

/** The shared sign-up schema (the server's own), so both sides give the same messages. */
const validate = (values: SignupValues): FormErrors =>
  formErrorsFrom(SignUpBodySchema.safeParse(values));

/** Full name, username, email and password; the new account is signed in at once. */
export function SignupForm({ redirectTo }: { redirectTo: string }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const { bind, check, errors, formRef, showErrors, values } = useFormFields<SignupValues>(
    { fullName: '', username: '', email: '', password: '' },
    validate,
  );
  const [busy, setBusy] = useState(false);
  const wait = useCountdown();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    const { fullName, username, email, password } = values;
    try {
      await signUp({
        fullName: fullName.trim(),
        username: username.trim(),
        email: email.trim(),
        password,
      });
    } catch (error) {
      const failure = describeFailure(error, messages.auth.signupFailed);
      toast.error(failure.title, { description: failure.description });
      if (failure.retryAfterSeconds) wait.start(failure.retryAfterSeconds);
      const fieldErrors = serverFormErrors(error);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      setBusy(false);
      return;
    }
    toast.success(messages.auth.signedUp);
    await refresh();
    await navigate(redirectTo, { replace: true });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <Field id="signup-full-name" label="Full name" error={errors.fullName}>
        {(control) => (
          <Input {...control} {...bind('fullName')} autoComplete="name" placeholder="Alex Morgan" />
        )}
      </Field>
      <Field
        id="signup-username"
        label="Username"
        hint={messages.auth.usernameHint}
        error={errors.username}
      >
        {(control) => (
          <div className="relative">
            <AtSign
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3.5 my-auto size-4 text-plum-400"
            />
            <Input
              {...control}
              {...bind('username')}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder="biscuit_fan"
              className="pl-9"
            />
          </div>
        )}
      </Field>
      <Field id="signup-email" label="Email" error={errors.email}>
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
        id="signup-password"
        label="Password"
        hint={messages.auth.passwordHint}
        error={errors.password}
      >
        {(control) => (
          <PasswordInput {...control} {...bind('password')} autoComplete="new-password" />
        )}
      </Field>
      <SubmitButton busy={busy} busyLabel="Creating your account…" waitSeconds={wait.secondsLeft}>
        Create account
      </SubmitButton>
      <p className="text-center text-xs leading-relaxed text-muted-foreground">
        By signing up you agree to our{' '}
        <Link to="/terms" className="font-semibold text-coral-700 hover:underline">
          Terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="font-semibold text-coral-700 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
