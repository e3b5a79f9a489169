import { messages } from '@pawprize/shared';
import { UpdateProfileBodySchema, type UpdateProfileBody } from '@pawprize/shared/schemas/profile';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { formErrorsFrom, hasErrors, serverFormErrors } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { updateProfile } from '../profile-api';
import { failureToast } from '../profile-failure';

interface ProfileDetailsFormProps {
  username: string | null;
  fullName: string | null;
  email: string;
  /** After a successful save (re-read the session so the header and navbar update). */
  onSaved: () => Promise<void>;
}

type Values = { username: string; fullName: string };

/** Only what changed is sent; a field that was never set may stay empty. */
function changesOf(values: Values, saved: Values): UpdateProfileBody {
  const changes: UpdateProfileBody = {};
  const username = values.username.trim();
  const fullName = values.fullName.trim();
  if (username !== saved.username && (username || saved.username)) changes.username = username;
  if (fullName !== saved.fullName && (fullName || saved.fullName)) changes.fullName = fullName;
  return changes;
}

/** Username and full name (editable) and the read-only email (docs/product/dashboard.md). */
export function ProfileDetailsForm({
  username,
  fullName,
  email,
  onSaved,
}: ProfileDetailsFormProps) {
  const saved: Values = { username: username ?? '', fullName: fullName ?? '' };
  const { check, field, formRef, reset, showErrors, values } = useFormFields<Values>(
    saved,
    (values) => formErrorsFrom(UpdateProfileBodySchema.safeParse(changesOf(values, saved))),
    'profile',
  );
  const [busy, setBusy] = useState(false);
  const changes = changesOf(values, saved);
  const dirty = Object.keys(changes).length > 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !dirty || !check()) return;
    setBusy(true);
    try {
      await updateProfile(changes);
    } catch (error) {
      toast.error(...failureToast(error, messages.profile.updateFailed));
      const fieldErrors = serverFormErrors(error);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      setBusy(false);
      return;
    }
    toast.success(messages.profile.updated);
    await onSaved();
    setBusy(false);
  }

  return (
    <Card className="p-6 sm:p-7">
      <h3 className="font-display text-lg font-bold text-plum-800">Profile details</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        How other pet lovers see you on PawPrize.
      </p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            kind="username"
            label="Username"
            placeholder="choose_a_username"
            {...field('username')}
          />
          <FormField
            label="Full name"
            autoComplete="name"
            placeholder="Your name"
            {...field('fullName')}
          />
        </div>
        <FormField
          id="profile-email"
          label="Email"
          hint={messages.profile.emailReadOnly}
          value={email}
          readOnly
          type="email"
          className="bg-cream-100 text-plum-600 shadow-none"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {dirty && !busy ? (
            <Button type="button" variant="ghost" onClick={() => reset(saved)}>
              Discard changes
            </Button>
          ) : null}
          <Button type="submit" disabled={busy || !dirty}>
            {busy ? <Spinner /> : <Save aria-hidden="true" />}
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
