import type { AuditEntry } from '@pawprize/shared/schemas/admin';
import { ScrollText } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useAudit } from '../hooks/use-admin-queries';
import { Chip } from './chip';
import { ColumnHeads } from './column-heads';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';
import { Panel } from './panel';
import { SectionHeader } from './section-header';
import { exactTime } from '../format';

const ACTION_LOOK: Record<string, { label: string; className: string }> = {
  approve: { label: 'Approved', className: 'bg-teal-100 text-teal-700' },
  unhide: { label: 'Unhid', className: 'bg-teal-100 text-teal-700' },
  hide: { label: 'Hid', className: 'bg-plum-800 text-white' },
  remove: { label: 'Removed', className: 'bg-[#fdf0f1] text-[#8f1c29]' },
  ban: { label: 'Banned', className: 'bg-destructive text-white' },
  unban: { label: 'Unbanned', className: 'bg-teal-100 text-teal-700' },
  grant_credits: { label: 'Granted credits', className: 'bg-sunny-300 text-plum-900' },
  inbox_handled: { label: 'Handled message', className: 'bg-plum-800/6 text-plum-700' },
  inbox_reopened: { label: 'Reopened message', className: 'bg-plum-800/6 text-plum-700' },
  newsletter_remove: { label: 'Removed subscriber', className: 'bg-plum-800/6 text-plum-700' },
  newsletter_export: { label: 'Exported newsletter', className: 'bg-plum-800/6 text-plum-700' },
  fraud_void: { label: 'Voided fraud', className: 'bg-destructive text-white' },
  fraud_dismiss: { label: 'Dismissed finding', className: 'bg-plum-800/6 text-plum-700' },
};

/** `newsletter_subscriber` as "Newsletter subscriber": a name the table has no words for yet. */
function spelledOut(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function ActionChip({ action }: { action: string }) {
  const look = ACTION_LOOK[action] ?? { label: spelledOut(action), className: '' };
  return <Chip className={look.className}>{look.label}</Chip>;
}

/** What a gone subject was, when its line names it only by a hash (ADR 0102). */
const GONE: Record<string, string> = {
  user: 'Deleted account',
  avatar: 'Deleted account',
  contact_message: 'Deleted message',
  newsletter_subscriber: 'Removed address',
};

/** Subjects that are a whole list, not one row (the newsletter export): named, never cut. */
const WHOLE: Record<string, string> = {
  newsletter: 'All newsletter subscribers',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Lines name people by id or by a hash of their email, never by the email: the current name of
 * the account or message is shown while it exists, else what it was and the start of the hash.
 * A subject with neither a name nor a label is a whole list (named), or its kind and id: a UUID
 * shortened to its first 8 characters with an ellipsis, any other id in full — never a word cut
 * in two.
 */
function subjectText(entry: AuditEntry): string {
  if (entry.subjectName) return entry.subjectName;
  const label = entry.subjectLabel;
  const kind = GONE[entry.subjectType] ?? spelledOut(entry.subjectType);
  if (label?.startsWith('sha256:')) return `${kind} (${label.slice(0, 15)}…)`;
  if (label) return label;
  const whole = WHOLE[entry.subjectType];
  if (whole) return whole;
  const id = entry.subjectId;
  return UUID.test(id) ? `${kind} ${id.slice(0, 8)}…` : `${kind} ${id}`;
}

/** Every admin action: who, when, what and the reason typed (append-only). */
export function AuditPanel() {
  const query = useAudit();
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="grid gap-5">
      <SectionHeader
        title="Audit log"
        note="Every admin action, newest first. Nothing here can be edited or deleted."
      />
      {query.isPending ? (
        <Skeleton className="h-72 rounded-3xl" />
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the audit log."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState icon={ScrollText} title="No admin actions yet" />
      ) : (
        <Panel className="overflow-hidden">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Admin actions</caption>
            <ColumnHeads columns={['When', 'Who', 'Action', 'Subject', 'Reason']} />
            <tbody className="divide-y divide-border/70">
              {entries.map((entry) => (
                <tr key={entry.id} className="grid gap-1 px-4 py-3 md:table-row md:p-0">
                  <td className="text-xs text-muted-foreground md:px-4 md:py-3 md:text-sm md:whitespace-nowrap">
                    <time dateTime={entry.at}>{exactTime(entry.at)}</time>
                  </td>
                  <td className="break-all text-plum-700 md:px-4 md:py-3">{entry.adminEmail}</td>
                  <td className="md:px-4 md:py-3">
                    <ActionChip action={entry.action} />
                  </td>
                  <td className="font-semibold break-words text-plum-800 md:px-4 md:py-3">
                    {subjectText(entry)}
                  </td>
                  <td className="break-words whitespace-pre-line text-plum-700 md:px-4 md:py-3">
                    {entry.reason ?? <span className="text-muted-foreground">—</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </section>
  );
}
