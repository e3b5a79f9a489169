import { href } from '@pawprize/shared/routes';
import type { RoundReceipt } from '@pawprize/shared/schemas/receipts';
import { CheckCircle2, ReceiptText, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useRoundReceipts } from '../receipts-api';
import { figure, monthLabel } from '../format';

function Verdict({ round }: { round: RoundReceipt }) {
  if (round.margin === null || round.marginExceedsVoided === null) {
    return <p className="text-sm text-muted-foreground">No entries, no margin.</p>;
  }
  const lead = round.closed ? "Winner's margin" : "Leader's margin";
  if (round.marginExceedsVoided) {
    return (
      <p className="flex items-start gap-1.5 text-sm text-teal-800">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {lead} of {figure(round.margin)} is larger than the {figure(round.votesVoided)} votes
          voided: no voided vote could have changed the result.
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-sm text-coral-800">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {lead} of {figure(round.margin)} is not larger than the {figure(round.votesVoided)} votes
        voided.
      </span>
    </p>
  );
}

function RoundCard({ round }: { round: RoundReceipt }) {
  const stats = [
    ['Entries', round.entries],
    ['Voters', round.voters],
    ['Votes counted', round.votesCounted],
    ['Votes voided', round.votesVoided],
  ] as const;
  return (
    <div
      role="group"
      aria-label={`${monthLabel(round.month)} round receipt`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border/70 bg-card p-5 shadow-soft"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-display text-lg font-extrabold text-plum-800">
          {monthLabel(round.month)}
        </h3>
        <span className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
          {round.closed ? 'Closed' : 'Running'}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-display text-xl font-extrabold text-plum-800 tabular-nums">
              {figure(value)}
            </dd>
          </div>
        ))}
      </dl>
      <Verdict round={round} />
    </div>
  );
}

/** Each round's receipt on /winners (docs/product/integrity.md, Round receipts). */
export function RoundReceipts() {
  const query = useRoundReceipts();
  return (
    <section aria-labelledby="round-receipts-heading">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2
          id="round-receipts-heading"
          className="flex items-center gap-2 text-2xl font-extrabold tracking-tight sm:text-3xl"
        >
          <ReceiptText aria-hidden="true" className="size-7 text-teal-700" />
          Round receipts
        </h2>
        <Link
          to={href('integrity')}
          className="inline-flex min-h-11 items-center text-sm font-bold text-coral-700 underline-offset-4 hover:underline"
        >
          How we count votes
        </Link>
      </div>
      {query.isError ? (
        <LoadError
          title="We couldn't load the round receipts."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading the round receipts…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.rounds.map((round) => (
            <li key={round.month}>
              <RoundCard round={round} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
