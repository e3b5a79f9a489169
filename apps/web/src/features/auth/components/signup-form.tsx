import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { SignUpBodySchema } from '@pawprize/shared/schemas/auth';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { FormField } from '@/components/ui/form-field';
import { formErrorsFrom, type FormErrors } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useFormSubmit } from '@/lib/use-form-submit';
import { signUp } from '../auth-api';
import { useAuth } from '../use-auth';
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
  const { check, field, formRef, showErrors, values } = useFormFields<SignupValues>(
    { fullName: '', username: '', email: '', password: '' },
    validate,
    'signup',
  );
  const { busy, waitSeconds, submit } = useFormSubmit(check, showErrors);
  const onSubmit = submit(
    async () => {
      const { fullName, username, email, password } = values;
      await signUp({
        fullName: fullName.trim(),
        username: username.trim(),
        email: email.trim(),
        password,
      });
      toast.success(messages.auth.signedUp);
      await refresh();
      await navigate(redirectTo, { replace: true });
    },
    {
      fallback: messages.auth.signupFailed,
    },
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        label="Full name"
        autoComplete="name"
        placeholder="Alex Morgan"
        {...field('fullName')}
      />
      <FormField
        kind="username"
        label="Username"
        hint={messages.auth.usernameHint}
        placeholder="biscuit_fan"
        {...field('username')}
      />
      <FormField kind="email" label="Email" {...field('email')} />
      <FormField kind="new-password" label="Password" {...field('password')} />
      <SubmitButton busy={busy} busyLabel="Creating your account…" waitSeconds={waitSeconds}>
        Create account
      </SubmitButton>
      <p className="text-center text-xs leading-relaxed text-muted-foreground">
        By signing up you agree to our{' '}
        <Link to={href('terms')} className="font-semibold text-coral-700 hover:underline">
          Terms
        </Link>{' '}
        and{' '}
        <Link to={href('privacy')} className="font-semibold text-coral-700 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
