import { messages } from '@pawprize/shared';
import type { MailKind } from '@pawprize/shared/schemas/account';
import { CircleCheck, MailX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { describeFailure } from '@/lib/form-errors';
import { unsubscribe } from '../account-api';

const KIND_NAMES: Record<MailKind, string> = {
  monthlyWinner: '“Your pet won the month” mails',
  captionWinner: '“Your caption contest has a winner” mails',
  weeklyDigest: 'the weekly digest',
};

/**
 * `/mail/unsubscribe?token=…`, the link at the foot of every member mail: it unsubscribes on the
 * button press only (mail scanners open links); mail clients use the one-click header instead
 * (docs/product/mail.md).
 */
export function MailUnsubscribePanel({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ kind: MailKind } | null>(null);
  const [error, setError] = useState<{ invalid: boolean; message: string } | null>(null);

  if (!token || error?.invalid) {
    return (
      <Result tone="error" message={messages.account.unsubscribeInvalid}>
        <Link to="/dashboard#mails" className="font-semibold text-plum-700 underline">
          Open your mail settings
        </Link>
      </Result>
    );
  }
  if (done) {
    return (
      <Result tone="success" message={`You will get no more of ${KIND_NAMES[done.kind]}.`}>
        {messages.account.unsubscribed}{' '}
        <Link to="/dashboard#mails" className="font-semibold text-plum-700 underline">
          Mail settings
        </Link>
      </Result>
    );
  }

  async function onUnsubscribe() {
    setBusy(true);
    setError(null);
    try {
      const result = await unsubscribe(token);
      setDone({ kind: result.kind });
    } catch (failure) {
      setError({
        invalid: isApiError(failure) && failure.status === 400,
        message: describeFailure(failure, messages.account.mailPreferencesFailed).title,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
        <MailX aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-5 leading-relaxed text-plum-700">
        Press the button to stop this kind of PawPrize mail. Your other mails and your account stay
        as they are; you can turn it back on in your dashboard.
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-5 rounded-2xl bg-[#fdf0f1] px-4 py-3 text-sm font-medium text-[#8f1c29]"
        >
          {error.message}
        </p>
      ) : null}
      <Button size="lg" className="mt-6" onClick={onUnsubscribe} disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </div>
  );
}

function Result({
  tone,
  message,
  children,
}: {
  tone: 'success' | 'error';
  message: string;
  children?: React.ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : TriangleAlert;
  return (
    <div role={tone === 'success' ? 'status' : 'alert'} className="text-center">
      <span
        className={
          tone === 'success'
            ? 'mx-auto flex size-14 items-center justify-center rounded-2xl bg-teal-100 text-teal-700'
            : 'mx-auto flex size-14 items-center justify-center rounded-2xl bg-[#fdf0f1] text-destructive'
        }
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-5 font-display text-xl font-extrabold text-plum-800">{message}</p>
      {children ? <p className="mt-2 text-muted-foreground">{children}</p> : null}
    </div>
  );
}
