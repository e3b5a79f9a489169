import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { DeleteAccountBodySchema } from '@pawprize/shared/schemas/account';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { PasswordInput } from '@/features/auth/components';
import { describeFailure, formErrorsFrom, hasErrors, serverFormErrors } from '@/lib/form-errors';
import { useFormFields } from '@/lib/use-form-fields';
import { deleteAccount } from '../account-api';

const m = messages.account;
const empty = { password: '', phrase: '' };

/** Password and the typed phrase, in a confirmation dialog (docs/product/account.md). */
export function DeleteAccountCard() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { bind, check, errors, formRef, reset, showErrors, values } = useFormFields(empty, (v) =>
    formErrorsFrom(DeleteAccountBodySchema.safeParse(v)),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    try {
      await deleteAccount(values);
    } catch (error) {
      const fieldErrors = serverFormErrors(error);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else toast.error(describeFailure(error, m.deleteFailed).title);
      setBusy(false);
      return;
    }
    toast.success(m.deleted);
    // Home first, committed synchronously as sign-out does (use-auth.ts): once the session is
    // gone, a dashboard still on screen would have its guard send the page to sign-in.
    await navigate(href('home'), { replace: true, flushSync: true });
    await refresh();
  }

  return (
    <Card className="flex flex-col border-destructive/30 p-6 sm:p-7">
      <h3 className="font-display text-lg font-bold text-plum-800">Delete my account</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Deletes your account, pets, photos, caption contests, captions and every vote you cast, for
        good. This cannot be undone.
      </p>
      <div className="mt-6 flex flex-1 items-end">
        <AlertDialog
          open={open}
          onOpenChange={(next) => {
            if (busy) return;
            setOpen(next);
            if (!next) reset(empty);
          }}
        >
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                Your pets, photos, caption contests, captions and votes are deleted at once and
                cannot be brought back.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
              <Field id="delete-password" label="Your password" error={errors.password}>
                {(control) => (
                  <PasswordInput
                    {...control}
                    {...bind('password')}
                    autoComplete="current-password"
                  />
                )}
              </Field>
              <Field
                id="delete-phrase"
                label={`Type "${m.deletePhrase}" to confirm`}
                error={errors.phrase}
              >
                {(control) => (
                  <Input {...control} {...bind('phrase')} autoComplete="off" spellCheck={false} />
                )}
              </Field>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={busy}>Keep my account</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={busy}>
                  {busy ? <Spinner /> : <Trash2 aria-hidden="true" />}
                  {busy ? 'Deleting…' : 'Delete for good'}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </Card>
  );
}
