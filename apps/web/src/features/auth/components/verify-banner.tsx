import { messages } from '@pawprize/shared';
import { MailWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { describeFailure } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { resendVerification } from '../auth-api';
import { useAuth } from '../use-auth';

const RESEND_FAILED = 'We could not send the verification email. Please try again.';

/**
 * The slim verify-your-email strip of the voting screens (/vote, a pet's page;
 * docs/product/identity.md): shown only to a signed-in member whose email is not verified yet,
 * before they try to vote, with a Resend button (`POST /api/auth/resend-verification`).
 * Renders nothing for visitors and verified members, so a page can place it unconditionally.
 */
export function VerifyBanner({ className }: { className?: string }) {
  const { user } = useAuth();
  const titleId = useId();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  if (!user || user.emailVerified) return null;

  async function resend() {
    setState('sending');
    try {
      await resendVerification();
      setState('sent');
      toast.success(messages.auth.verificationSent);
    } catch (error) {
      setState('idle');
      const failure = describeFailure(error, RESEND_FAILED);
      toast.error(failure.title, { description: failure.description });
    }
  }

  const busy = state === 'sending';
  return (
    <section
      aria-labelledby={titleId}
      data-testid="verify-banner"
      className={cn(
        'flex gap-3 rounded-2xl border border-sunny-300 bg-[#fff7e0] p-3 text-left shadow-soft sm:p-4',
        className,
      )}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sunny-300 text-plum-800">
        <MailWarning aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex min-h-9 items-center justify-between gap-3">
          <h2 id={titleId} className="text-sm leading-tight font-bold text-plum-800">
            Verify your email to vote
          </h2>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              if (!busy) void resend();
            }}
            aria-disabled={busy || undefined}
            aria-label="Resend verification email"
            className="shrink-0 bg-card aria-disabled:opacity-60"
          >
            {busy ? <Spinner /> : null}
            {busy ? 'Sending…' : 'Resend'}
          </Button>
        </div>
        <p className="mt-1 text-sm text-plum-700">
          {state === 'sent' ? (
            <span role="status">
              New link sent to{' '}
              <span className="font-semibold [overflow-wrap:anywhere]">{user.email}</span>.
            </span>
          ) : (
            <>
              Open the link we sent to{' '}
              <span className="font-semibold [overflow-wrap:anywhere]">{user.email}</span>.
            </>
          )}
        </p>
      </div>
    </section>
  );
}
