import { messages, PASSWORD_MIN_LENGTH } from '@pawprize/shared';
import { ChangePasswordBodySchema } from '@pawprize/shared/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { toast } from '@/lib/toast';
import { FormField } from '@/components/ui/form-field';
import { formErrorsFrom } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { changePassword, sessionsQueryKey } from '../account-api';
import { AccountFormCard } from './account-form';
import { useAccountFormSubmit } from './use-account-form-submit';

const empty = { currentPassword: '', newPassword: '' };

/** Current password, then the new one; other devices are signed out (docs/product/account.md). */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const { field, check, formRef, reset, showErrors } = useFormFields(
    empty,
    (values) => formErrorsFrom(ChangePasswordBodySchema.safeParse(values)),
    'change-password',
  );
  const { busy, onSubmit } = useAccountFormSubmit({
    check,
    showErrors,
    failed: messages.account.passwordChangeFailed,
    send: async (form) => {
      await changePassword({
        currentPassword: String(form.get('currentPassword') ?? ''),
        newPassword: String(form.get('newPassword') ?? ''),
      });
      reset(empty);
      toast.success(messages.account.passwordChanged);
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
  });

  return (
    <AccountFormCard
      title="Change password"
      description="Your other devices are signed out, and we email you that the password changed."
      formRef={formRef}
      onSubmit={onSubmit}
      busy={busy}
      icon={<KeyRound aria-hidden="true" />}
      submitLabel="Change password"
      busyLabel="Changing…"
    >
      <FormField {...field('currentPassword')} label="Current password" kind="password" />
      <FormField
        {...field('newPassword')}
        label="New password"
        kind="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters; a short phrase is easy to remember.`}
      />
    </AccountFormCard>
  );
}
