import { href } from '@pawprize/shared/routes';
import type { FindingStatus } from '@pawprize/shared/schemas/admin';
import { ChevronRight, RefreshCw, ShieldCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { findingSubject, findingSummary, formatTime, KIND_LABELS, KIND_LOOK } from '../fraud-rules';
import { useScanFraud } from '../hooks/use-admin-mutations';
import { useFraud } from '../hooks/use-admin-queries';
import { Chip } from './chip';
import { EmptyState } from './empty-state';
import { LoadMore } from './load-more';
import { Panel } from './panel';
import { SectionHeader } from './section-header';
import { StatusFilter } from './status-filter';
import { TimeAgo } from './time-ago';

const FILTERS: { value: FindingStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'voided', label: 'Voided' },
  { value: 'dismissed', label: 'Dismissed' },
];

/** Fraud findings of the background job, newest first (docs/product/integrity.md). */
export function FraudPanel() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status: FindingStatus = raw === 'voided' || raw === 'dismissed' ? raw : 'open';
  const query = useFraud(status);
  const items = query.data?.pages.flatMap((page) => page.findings) ?? [];
  const scan = useScanFraud();

  return (
    <section className="grid gap-5">
      <SectionHeader
        title="Fraud"
        note="What automatic fraud detection found; void the votes involved or dismiss"
      >
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={scan.isPending}
          onClick={() => scan.mutate()}
        >
          {scan.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Check now
        </Button>
      </SectionHeader>
      <StatusFilter options={FILTERS} value={status} />
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading findings">
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-28 rounded-3xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          title="We couldn't load the findings."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title={status === 'open' ? 'Nothing suspicious' : 'None yet'}
        >
          {status === 'open'
            ? 'Fraud detection checks new votes every 10 minutes.'
            : `No finding has been ${status}.`}
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Findings">
          {items.map((f) => (
            <li key={f.id}>
              <Link
                to={href('adminFinding', { id: f.id })}
                className="group block rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Panel className="flex items-center gap-4 p-4 transition-colors group-hover:bg-plum-50/60 sm:p-5">
                  <div className="grid min-w-0 flex-1 gap-1.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <Chip className={KIND_LOOK[f.kind]}>{KIND_LABELS[f.kind]}</Chip>
                      <span className="text-xs text-muted-foreground">
                        Found <TimeAgo at={f.detectedAt} />
                      </span>
                    </div>
                    <h3 className="text-lg font-extrabold break-words text-plum-800">
                      {findingSubject(f)}
                    </h3>
                    <p className="text-sm text-plum-700">{findingSummary(f)}</p>
                    <p className="text-xs text-muted-foreground">
                      {formatTime(f.windowStart)} – {formatTime(f.windowEnd)} · {f.voteCount}{' '}
                      {f.voteCount === 1 ? 'vote' : 'votes'}
                    </p>
                  </div>
                  <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-plum-500" />
                </Panel>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </section>
  );
}
