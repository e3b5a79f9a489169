import { messages } from '@pawprize/shared';
import { ChangeEmailBodySchema } from '@pawprize/shared/schemas/account';
import { MailCheck, Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { formErrorsFrom } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { changeEmail } from '../account-api';
import { AccountFormCard } from './account-form';
import { useAccountFormSubmit } from './use-account-form-submit';

const empty = { newEmail: '', currentPassword: '' };

/**
 * Change email (docs/product/account.md): the new address gets a link and the account changes
 * when it is opened; the current address is told.
 */
export function ChangeEmailForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const { field, check, formRef, reset, showErrors } = useFormFields(
    empty,
    (values) => formErrorsFrom(ChangeEmailBodySchema.safeParse(values)),
    'change-email',
  );
  const [sent, setSent] = useState<string | null>(null);
  const { busy, onSubmit } = useAccountFormSubmit({
    check,
    showErrors,
    failed: messages.account.emailChangeFailed,
    send: async (form) => {
      const result = await changeEmail({
        newEmail: String(form.get('newEmail') ?? ''),
        currentPassword: String(form.get('currentPassword') ?? ''),
      });
      reset(empty);
      setSent(result.message);
      toast.success(result.message);
      if (result.status === 'changed') onChanged();
    },
  });

  return (
    <AccountFormCard
      id="change-email"
      title="Change email"
      description={
        <>
          Your email is <strong className="break-all text-plum-700">{email}</strong>. We send a link
          to the new address; it changes when you open it, and we tell the current one.
        </>
      }
      notice={
        sent ? (
          <Alert variant="success" role="status" className="mt-5">
            <MailCheck aria-hidden="true" />
            <span className="break-words">{sent}</span>
          </Alert>
        ) : null
      }
      formRef={formRef}
      onSubmit={onSubmit}
      busy={busy}
      icon={<Mail aria-hidden="true" />}
      submitLabel="Change email"
      busyLabel="Sending…"
    >
      <FormField {...field('newEmail')} label="New email" kind="email" />
      <FormField {...field('currentPassword')} label="Your password" kind="password" />
    </AccountFormCard>
  );
}
