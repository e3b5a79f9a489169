import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import type { MailKind } from '@pawprize/shared/schemas/account';
import { useState } from 'react';
import { Link } from 'react-router';
import { UnsubscribePrompt, UnsubscribeResult } from '@/components/unsubscribe-confirm';
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
      <UnsubscribeResult tone="error" message={messages.account.unsubscribeInvalid}>
        <Link to={`${href('dashboard')}#mails`} className="font-semibold text-plum-700 underline">
          Open your mail settings
        </Link>
      </UnsubscribeResult>
    );
  }
  if (done) {
    return (
      <UnsubscribeResult
        tone="success"
        message={`You will get no more of ${KIND_NAMES[done.kind]}.`}
      >
        {messages.account.unsubscribed}{' '}
        <Link to={`${href('dashboard')}#mails`} className="font-semibold text-plum-700 underline">
          Mail settings
        </Link>
      </UnsubscribeResult>
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
    <UnsubscribePrompt error={error?.message} busy={busy} onUnsubscribe={onUnsubscribe}>
      Press the button to stop this kind of PawPrize mail. Your other mails and your account stay as
      they are; you can turn it back on in your dashboard.
    </UnsubscribePrompt>
  );
}
