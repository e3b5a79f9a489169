import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UnsubscribeResult } from '@/components/unsubscribe-confirm';
import { isApiError } from '@/lib/api';
import { describeFailure } from '@/lib/form-errors';
import { confirmSubscription } from '../newsletter-api';

type Outcome =
  | { kind: 'done'; message: string }
  /** Unknown, used or expired: trying again will not help. */
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

function failureOutcome(error: unknown): Outcome {
  if (isApiError(error) && error.status === 404) return { kind: 'invalid' };
  if (isApiError(error) && error.code === 'RATE_LIMITED') {
    const failure = describeFailure(error, messages.newsletter.confirmFailed);
    return { kind: 'failed', message: `${failure.title} ${failure.description ?? ''}`.trim() };
  }
  return { kind: 'failed', message: messages.newsletter.confirmFailed };
}

/**
 * Confirms a newsletter sign-up (double opt-in, ADR 0113). The request is sent only on the
 * button press, because mail scanners open links in emails: a scanner must not subscribe anyone.
 */
export function ConfirmPanel({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const home = (
    <Button asChild variant="outline" className="mt-6">
      <Link to={href('home')}>{messages.pages.returnHome}</Link>
    </Button>
  );

  if (!token || outcome?.kind === 'invalid') {
    return (
      <UnsubscribeResult tone="error" message={messages.newsletter.confirmInvalid} action={home} />
    );
  }
  if (outcome?.kind === 'done') {
    return (
      <UnsubscribeResult tone="success" message={outcome.message} action={home}>
        Your welcome mail with the discount code is on its way.
      </UnsubscribeResult>
    );
  }

  async function onConfirm() {
    setBusy(true);
    try {
      const { message } = await confirmSubscription(token);
      setOutcome({ kind: 'done', message });
    } catch (error) {
      setOutcome(failureOutcome(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-teal-100 text-teal-700">
        <MailCheck aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-5 leading-relaxed text-plum-700">
        Press the button to start receiving the PawPrize newsletter at the address this link was
        sent to. You can unsubscribe from any newsletter mail.
      </p>
      {outcome?.kind === 'failed' ? (
        <p
          role="alert"
          className="mt-5 rounded-2xl bg-[#fdf0f1] px-4 py-3 text-sm font-medium text-[#8f1c29]"
        >
          {outcome.message}
        </p>
      ) : null}
      <Button size="lg" className="mt-6" onClick={() => void onConfirm()} disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? 'Confirming…' : 'Confirm my subscription'}
      </Button>
    </div>
  );
}
