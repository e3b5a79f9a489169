import { href } from '@pawprize/shared/routes';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
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
import { FindingResolution } from './finding-resolution';
import { FindingVotesTable } from './finding-votes-table';
import { Panel } from './panel';
import { TimeAgo } from './time-ago';
import { ReasonDialog } from './reason-dialog';

/** One finding: its evidence, the votes involved, and Void votes / Dismiss with confirmation. */
export function FindingDetailPanel({ findingId }: { findingId: string }) {
  const query = useFinding(findingId);
  const resolve = useResolveFinding(findingId);
  const [pending, setPending] = useState<'void' | 'dismiss' | null>(null);

  const back = (
    <Link
      to={href('adminFraud')}
      className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-coral-700 hover:text-coral-800"
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
        <FindingResolution finding={f} busy={resolve.isPending} onDecide={setPending} />
      </Panel>

      <FindingVotesTable finding={f} />

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
