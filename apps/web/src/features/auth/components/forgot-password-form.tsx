import { messages } from '@pawprize/shared';
import { ForgotPasswordBodySchema } from '@pawprize/shared/schemas/auth';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { describeFailure, formErrorsFrom, type FormErrors } from '@/lib/form-errors';
import { useCountdown } from '@/lib/use-countdown';
import { useFormFields } from '@/lib/use-form-fields';
import { requestPasswordReset } from '../auth-api';
import { SubmitButton } from './submit-button';

const REQUEST_FAILED = 'We could not send the reset link. Please try again.';

function validate(values: { email: string }): FormErrors {
  if (!values.email.trim()) return { email: messages.auth.emailRequired };
  return formErrorsFrom(ForgotPasswordBodySchema.safeParse(values));
}

/**
 * Asks for a reset link. The answer is the same whether or not the email has an account
 * (no account enumeration), so the form simply says what happens next.
 */
export function ForgotPasswordForm() {
  const { bind, check, errors, formRef, values } = useFormFields({ email: '' }, validate);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const wait = useCountdown();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    try {
      const result = await requestPasswordReset({ email: values.email.trim() });
      setSent(result?.message || messages.auth.resetEmailSent);
    } catch (error) {
      const failure = describeFailure(error, REQUEST_FAILED);
      toast.error(failure.title, { description: failure.description });
      if (failure.retryAfterSeconds) wait.start(failure.retryAfterSeconds);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="grid gap-5">
        <Alert variant="success" role="status">
          <MailCheck aria-hidden="true" />
          <div>
            <AlertTitle>Check your inbox</AlertTitle>
            <p>{sent}</p>
          </div>
        </Alert>
        <p className="text-sm text-muted-foreground">
          The link works for a limited time. No mail after a few minutes? Check your spam folder, or
          try again.
        </p>
        <Button type="button" size="lg" variant="outline" onClick={() => setSent(null)}>
          Use another email
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <Field id="forgot-email" label="Email" error={errors.email}>
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
      <SubmitButton busy={busy} busyLabel="Sending…" waitSeconds={wait.secondsLeft}>
        Send reset link
      </SubmitButton>
    </form>
  );
}
