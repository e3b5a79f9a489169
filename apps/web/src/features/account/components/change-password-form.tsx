import { messages, PASSWORD_MIN_LENGTH } from '@pawprize/shared';
import { ChangePasswordBodySchema } from '@pawprize/shared/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { PasswordInput } from '@/features/auth/components';
import { describeFailure, formErrorsFrom, hasErrors, serverFormErrors } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { changePassword, sessionsQueryKey } from '../account-api';

const empty = { currentPassword: '', newPassword: '' };

/** Current password, then the new one; other devices are signed out (docs/product/account.md). */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const { bind, check, errors, formRef, reset, showErrors } = useFormFields(empty, (values) =>
    formErrorsFrom(ChangePasswordBodySchema.safeParse(values)),
  );
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    const form = new FormData(event.currentTarget);
    try {
      await changePassword({
        currentPassword: String(form.get('currentPassword') ?? ''),
        newPassword: String(form.get('newPassword') ?? ''),
      });
    } catch (error) {
      const fieldErrors = serverFormErrors(error);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else toast.error(describeFailure(error, messages.account.passwordChangeFailed).title);
      setBusy(false);
      return;
    }
    reset(empty);
    setBusy(false);
    toast.success(messages.account.passwordChanged);
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  }

  return (
    <Card className="p-6 sm:p-7">
      <h3 className="font-display text-lg font-bold text-plum-800">Change password</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Your other devices are signed out, and we email you that the password changed.
      </p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
        <Field id="current-password" label="Current password" error={errors.currentPassword}>
          {(control) => (
            <PasswordInput
              {...control}
              {...bind('currentPassword')}
              autoComplete="current-password"
            />
          )}
        </Field>
        <Field
          id="new-password"
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; a short phrase is easy to remember.`}
          error={errors.newPassword}
        >
          {(control) => (
            <PasswordInput {...control} {...bind('newPassword')} autoComplete="new-password" />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : <KeyRound aria-hidden="true" />}
            {busy ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
