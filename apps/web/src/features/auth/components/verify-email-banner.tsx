import { messages } from '@pawprize/shared';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { describeFailure } from '@/lib/form-errors';
import { resendVerification } from '../auth-api';

const RESEND_FAILED = 'We could not send the verification email. Please try again.';

/**
 * For unverified accounts (docs/product/identity.md): what is waiting for them, and a resend
 * button.
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await resendVerification();
      toast.success(messages.auth.verificationSent);
    } catch (error) {
      const failure = describeFailure(error, RESEND_FAILED);
      toast.error(failure.title, { description: failure.description });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="verify-email-title"
      className="flex flex-col gap-4 rounded-2xl border border-sunny-300 bg-[#fff7e0] p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sunny-300 text-plum-800">
        <MailWarning aria-hidden="true" className="size-5" />
      </span>
      <div className="flex-1">
        <h2 id="verify-email-title" className="font-display text-base font-bold text-plum-800">
          Please verify your email
        </h2>
        <p className="mt-0.5 text-sm text-plum-600">
          We sent a link to <span className="font-semibold text-plum-800">{email}</span>. Until you
          open it you can look around, but uploading, voting and caption contests have to wait.
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        onClick={() => void resend()}
        disabled={busy}
        className="shrink-0 bg-card"
      >
        {busy ? <Spinner /> : null}
        {busy ? 'Sending…' : 'Resend verification email'}
      </Button>
    </section>
  );
}
