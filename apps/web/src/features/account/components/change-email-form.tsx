import { messages } from '@pawprize/shared';
import { ChangeEmailBodySchema } from '@pawprize/shared/schemas/account';
import { MailCheck, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { PasswordInput } from '@/features/auth/components';
import { describeFailure, formErrorsFrom, hasErrors, serverFormErrors } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { changeEmail } from '../account-api';

const empty = { newEmail: '', currentPassword: '' };

/**
 * Change email (docs/product/account.md): the new address gets a link and the account changes
 * when it is opened; the current address is told.
 */
export function ChangeEmailForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const { bind, check, errors, formRef, reset, showErrors } = useFormFields(empty, (values) =>
    formErrorsFrom(ChangeEmailBodySchema.safeParse(values)),
  );
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    const form = new FormData(event.currentTarget);
    try {
      const result = await changeEmail({
        newEmail: String(form.get('newEmail') ?? ''),
        currentPassword: String(form.get('currentPassword') ?? ''),
      });
      reset(empty);
      setSent(result.message);
      toast.success(result.message);
      if (result.status === 'changed') onChanged();
    } catch (error) {
      const fieldErrors = serverFormErrors(error);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else toast.error(describeFailure(error, messages.account.emailChangeFailed).title);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-6 sm:p-7" id="change-email">
      <h3 className="font-display text-lg font-bold text-plum-800">Change email</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Your email is <strong className="break-all text-plum-700">{email}</strong>. We send a link
        to the new address; it changes when you open it, and we tell the current one.
      </p>
      {sent ? (
        <Alert variant="success" role="status" className="mt-5">
          <MailCheck aria-hidden="true" />
          <span className="break-words">{sent}</span>
        </Alert>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
        <Field id="new-email" label="New email" error={errors.newEmail}>
          {(control) => (
            <Input
              {...control}
              {...bind('newEmail')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
            />
          )}
        </Field>
        <Field id="email-current-password" label="Your password" error={errors.currentPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              {...bind('currentPassword')}
              autoComplete="current-password"
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : <Mail aria-hidden="true" />}
            {busy ? 'Sending…' : 'Change email'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
