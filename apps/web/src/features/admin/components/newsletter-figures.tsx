import type { NewsletterSummary } from '@pawprize/shared/schemas/admin';
import { Hourglass, MailX, Users } from 'lucide-react';
import { Panel } from './panel';

/** The newsletter's counts: subscribers, unsubscribed, awaiting confirmation. */
export function NewsletterFigures({ summary }: { summary: NewsletterSummary | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:max-w-2xl sm:grid-cols-3">
      <Panel className="px-5 py-4">
        <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
          <Users aria-hidden="true" className="size-4" />
          Subscribers
        </dt>
        <dd className="font-display text-3xl font-extrabold text-plum-800 tabular-nums">
          {summary ? summary.subscribers.toLocaleString('en-US') : '—'}
        </dd>
      </Panel>
      <Panel className="px-5 py-4">
        <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
          <MailX aria-hidden="true" className="size-4" />
          Unsubscribed
        </dt>
        <dd className="font-display text-3xl font-extrabold text-plum-800 tabular-nums">
          {summary ? summary.unsubscribed.toLocaleString('en-US') : '—'}
        </dd>
      </Panel>
      <Panel className="px-5 py-4">
        <dt className="flex items-center gap-1.5 text-sm font-semibold text-muted-foreground">
          <Hourglass aria-hidden="true" className="size-4" />
          Awaiting confirmation
        </dt>
        <dd className="font-display text-3xl font-extrabold text-plum-800 tabular-nums">
          {summary ? summary.pending.toLocaleString('en-US') : '—'}
        </dd>
      </Panel>
    </dl>
  );
}
