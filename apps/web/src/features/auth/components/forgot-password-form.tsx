import { messages } from '@pawprize/shared';
import { ForgotPasswordBodySchema } from '@pawprize/shared/schemas/auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { formErrorsFrom, type FormErrors } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useFormSubmit } from '@/lib/use-form-submit';
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
  const { check, field, formRef, values } = useFormFields({ email: '' }, validate, 'forgot');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, waitSeconds, submit } = useFormSubmit(check);
  const onSubmit = submit(
    async () => {
      const result = await requestPasswordReset({ email: values.email.trim() });
      setSent(result?.message || messages.auth.resetEmailSent);
    },
    { fallback: REQUEST_FAILED },
  );

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
      <FormField kind="email" label="Email" {...field('email')} />
      <SubmitButton busy={busy} busyLabel="Sending…" waitSeconds={waitSeconds}>
        Send reset link
      </SubmitButton>
    </form>
  );
}
