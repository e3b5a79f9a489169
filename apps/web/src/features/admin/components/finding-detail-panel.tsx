import { href } from '@pawprize/shared/routes';
import { ArrowLeft, Ban, CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  evidenceRows,
  KIND_LOOK,
  findingSubject,
  findingSummary,
  formatTime,
  KIND_LABELS,
} from '../fraud-rules';
import { useResolveFinding } from '../hooks/use-admin-mutations';
import { useFinding } from '../hooks/use-admin-queries';
import { Chip } from './chip';
import { ColumnHeads } from './column-heads';
import { Panel } from './panel';
import { TimeAgo } from './time-ago';
import { ReasonDialog } from './reason-dialog';

const STATE_LOOK = {
  counted: { label: 'Counted', className: 'bg-teal-100 text-teal-700' },
  voided: { label: 'Voided', className: 'bg-plum-800 text-white' },
  gone: { label: 'Gone', className: 'bg-plum-800/6 text-plum-700' },
} as const;

/** One finding: its evidence, the votes involved, and Void votes / Dismiss with confirmation. */
export function FindingDetailPanel({ findingId }: { findingId: string }) {
  const query = useFinding(findingId);
  const resolve = useResolveFinding(findingId);
  const [pending, setPending] = useState<'void' | 'dismiss' | null>(null);

  const back = (
    <Link
      to={href('adminFraud')}
      className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-coral-700 hover:text-coral-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All findings
    </Link>
  );
  if (query.isPending) {
    return (
      <section className="grid gap-4" aria-label="Loading the finding">
        {back}
        <Skeleton className="h-64 rounded-3xl" />
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="grid gap-4">
        {back}
        <LoadError
          title="We couldn't load this finding."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </section>
    );
  }
  const f = query.data;
  const counted = f.votes.filter((v) => v.state === 'counted').length;
  return (
    <section className="grid gap-5" aria-labelledby="finding-title">
      {back}
      <Panel className="grid gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <Chip className={KIND_LOOK[f.kind]}>{KIND_LABELS[f.kind]}</Chip>
          <span className="text-xs text-muted-foreground">
            Found <TimeAgo at={f.detectedAt} />
          </span>
        </div>
        <div>
          <h2 id="finding-title" className="text-2xl font-extrabold break-words text-plum-800">
            {findingSubject(f)}
          </h2>
          <p className="mt-1 text-plum-700">{findingSummary(f)}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {formatTime(f.windowStart)} – {formatTime(f.windowEnd)} · {f.voteCount}{' '}
            {f.voteCount === 1 ? 'vote' : 'votes'}
          </p>
        </div>
        <dl className="grid gap-x-6 gap-y-2 rounded-2xl bg-plum-50/70 p-4 text-sm sm:grid-cols-2">
          {evidenceRows(f).map(([label, value]) => (
            <div
              key={label}
              className="flex justify-between gap-3 border-b border-border/50 pb-1.5"
            >
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-semibold break-all text-plum-800">{value}</dd>
            </div>
          ))}
        </dl>
        {f.status === 'open' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="destructive"
              onClick={() => setPending('void')}
              disabled={resolve.isPending}
            >
              <Ban aria-hidden="true" />
              Void {f.voteCount} {f.voteCount === 1 ? 'vote' : 'votes'}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => setPending('dismiss')}
              disabled={resolve.isPending}
            >
              <XCircle aria-hidden="true" />
              Dismiss
            </Button>
          </div>
        ) : (
          <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm font-semibold [overflow-wrap:anywhere] text-teal-700">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {f.status === 'voided'
              ? `Voided ${f.voidedCount ?? 0} ${f.voidedCount === 1 ? 'vote' : 'votes'}`
              : 'Dismissed'}
            {f.resolvedAt ? (
              <>
                {' '}
                <TimeAgo at={f.resolvedAt} />
              </>
            ) : null}
            {f.resolvedBy ? ` by ${f.resolvedBy}` : null}
          </p>
        )}
      </Panel>

      <Panel className="overflow-hidden">
        <table className="w-full text-left text-sm">
          <caption className="px-4 pt-4 pb-2 text-left font-display text-lg font-extrabold text-plum-800">
            Votes involved
            {f.votes.length < f.voteCount ? ` (first ${f.votes.length} of ${f.voteCount})` : ''}
          </caption>
          <ColumnHeads columns={['When', 'Voter', 'Vote', 'Network', 'Now']} />
          <tbody className="divide-y divide-border/70">
            {f.votes.map((v) => (
              <tr key={v.id} className="grid grid-cols-2 gap-1 px-4 py-3 md:table-row md:p-0">
                <td className="col-span-2 text-xs text-muted-foreground md:px-4 md:py-3 md:text-sm md:whitespace-nowrap">
                  {formatTime(v.castAt)}
                </td>
                <td className="font-semibold break-all text-plum-800 md:px-4 md:py-3">{v.voter}</td>
                <td className="text-plum-700 md:px-4 md:py-3">
                  {v.kind === 'battle' ? 'Battle: ' : v.kind === 'card' ? 'Card: ' : 'Swipe: '}
                  {v.petName ?? '—'}
                </td>
                <td className="font-mono text-xs text-plum-700 md:px-4 md:py-3">
                  {v.network ?? '—'}
                </td>
                <td className="md:px-4 md:py-3">
                  <Chip className={STATE_LOOK[v.state].className}>{STATE_LOOK[v.state].label}</Chip>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>

      <ReasonDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending === 'void'
            ? `Void ${counted} ${counted === 1 ? 'vote' : 'votes'}?`
            : 'Dismiss this finding?'
        }
        description={
          pending === 'void'
            ? 'The votes of this finding that still count are taken out of the count now, with every counter corrected. The public receipts show them as voided by fraud detection.'
            : 'Nothing changes but the finding, which leaves the open list. Its votes keep counting.'
        }
        confirmLabel={pending === 'void' ? 'Void votes' : 'Dismiss'}
        pendingLabel={pending === 'void' ? 'Voiding…' : 'Dismissing…'}
        destructive={pending === 'void'}
        reasonRequired={false}
        reasonHint="Optional. Kept in the audit log."
        pending={resolve.isPending}
        onConfirm={(reason) => resolve.mutateAsync({ decision: pending ?? 'dismiss', reason })}
      />
    </section>
  );
}
