import { messages } from '@pawprize/shared';
import { CircleCheck, MailX, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
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
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
        <MailX aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-5 leading-relaxed text-plum-700">
        Press the button to stop receiving the PawPrize newsletter at the address this link was sent
        to. You can subscribe again at any time.
      </p>
      {outcome?.kind === 'failed' ? (
        <p
          role="alert"
          className="mt-5 rounded-2xl bg-[#fdf0f1] px-4 py-3 text-sm font-medium text-[#8f1c29]"
        >
          {outcome.message}
          {outcome.detail ? ` ${outcome.detail}` : null}
        </p>
      ) : null}
      <Button size="lg" className="mt-6" onClick={onUnsubscribe} disabled={busy}>
        {busy ? (
          <>
            <Spinner />
            Unsubscribing…
          </>
        ) : (
          'Unsubscribe'
        )}
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
  children?: ReactNode;
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
      <Button asChild variant="outline" className="mt-6">
        <Link to="/">{messages.pages.returnHome}</Link>
      </Button>
    </div>
  );
}
