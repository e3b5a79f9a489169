import { messages } from '@pawprize/shared';
import type { QueueItem } from '@pawprize/shared/schemas/admin';
import { Flag } from 'lucide-react';
import { TimeAgo } from './time-ago';

/** The reports on a queue item, newest first as the server sends them. */
export function QueueItemReports({ item }: { item: QueueItem }) {
  if (item.reports.length === 0) return null;
  return (
    <section aria-label="Reports" className="grid gap-2">
      <p className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-plum-600 uppercase">
        <Flag aria-hidden="true" className="size-3.5" />
        {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}
      </p>
      {item.hiddenByReports ? (
        <p className="rounded-2xl bg-coral-50 px-3 py-2 text-sm font-semibold text-coral-800">
          Hidden by reports — out of public view until you decide.
        </p>
      ) : null}
      <ul className="grid gap-1.5">
        {item.reports.map((report) => (
          <li key={report.id} className="rounded-2xl border border-border/70 px-3 py-2 text-sm">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <span className="font-bold text-plum-800">
                {messages.moderation.reasons[report.reason]}
              </span>
              <span className="text-xs text-muted-foreground">
                by {report.reporter} · <TimeAgo at={report.createdAt} />
              </span>
            </p>
            {report.note ? (
              <p className="mt-0.5 break-words whitespace-pre-line text-plum-700">{report.note}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
