import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { UnsubscribePrompt, UnsubscribeResult } from '@/components/unsubscribe-confirm';
import { isApiError } from '@/lib/api';
import { describeFailure } from '@/lib/form-errors';
import { unsubscribe } from '../newsletter-api';

type Outcome =
  | { kind: 'done'; message: string }
  /** The token is unknown: trying again will not help. */
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string; detail?: string };

function failureOutcome(error: unknown): Outcome {
  if (isApiError(error) && error.status === 404) return { kind: 'invalid' };
  if (isApiError(error) && error.code === 'RATE_LIMITED') {
    const failure = describeFailure(error, messages.newsletter.unsubscribeFailed);
    return { kind: 'failed', message: failure.title, detail: failure.description };
  }
  return { kind: 'failed', message: messages.newsletter.unsubscribeFailed };
}

/**
 * Confirms before unsubscribing: the request is sent only on the button press, because mail
 * scanners open links in emails.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  if (!token || outcome?.kind === 'invalid') {
    return (
      <Result tone="error" message={messages.newsletter.unsubscribeInvalid}>
        Please use the link from the newest of our emails, or write to us from the contact page.
      </Result>
    );
  }
  if (outcome?.kind === 'done') return <Result tone="success" message={outcome.message} />;

  async function onUnsubscribe() {
    setBusy(true);
    try {
      const { message } = await unsubscribe(token);
      setOutcome({ kind: 'done', message });
    } catch (error) {
      setOutcome(failureOutcome(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <UnsubscribePrompt
      error={
        outcome?.kind === 'failed'
          ? `${outcome.message}${outcome.detail ? ` ${outcome.detail}` : ''}`
          : null
      }
      busy={busy}
      onUnsubscribe={onUnsubscribe}
    >
      Press the button to stop receiving the PawPrize newsletter at the address this link was sent
      to. You can subscribe again at any time.
    </UnsubscribePrompt>
  );
}

function Result({
  tone,
  message,
  children,
}: {
  tone: 'success' | 'error';
  message: string;
  children?: ReactNode;
}) {
  return (
    <UnsubscribeResult
      tone={tone}
      message={message}
      action={
        <Button asChild variant="outline" className="mt-6">
          <Link to={href('home')}>{messages.pages.returnHome}</Link>
        </Button>
      }
    >
      {children}
    </UnsubscribeResult>
  );
}
