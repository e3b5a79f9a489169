import { CircleCheck, MailX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * The question an unsubscribe link opens (newsletter and member mails): what the button stops, the
 * last failure if any, and the button. The request is sent only on the press, because mail
 * scanners open links in emails (docs/product/mail.md, docs/product/newsletter.md).
 */
export function UnsubscribePrompt({
  children,
  error,
  busy,
  onUnsubscribe,
}: {
  /** What pressing the button stops. */
  children: ReactNode;
  error?: string | null;
  busy: boolean;
  onUnsubscribe: () => void;
}) {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
        <MailX aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-5 leading-relaxed text-plum-700">{children}</p>
      {error ? (
        <p
          role="alert"
          className="mt-5 rounded-2xl bg-[#fdf0f1] px-4 py-3 text-sm font-medium text-[#8f1c29]"
        >
          {error}
        </p>
      ) : null}
      <Button size="lg" className="mt-6" onClick={onUnsubscribe} disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
    </div>
  );
}

/** The answer to an unsubscribe link: done (a status) or a link that cannot work (an alert). */
export function UnsubscribeResult({
  tone,
  message,
  children,
  action,
}: {
  tone: 'success' | 'error';
  message: string;
  /** A line under the message. */
  children?: ReactNode;
  /** Under everything, e.g. a way back home. */
  action?: ReactNode;
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
      {action}
    </div>
  );
}
