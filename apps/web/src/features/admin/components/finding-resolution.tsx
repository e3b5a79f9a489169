import type { FraudFindingDetail } from '@pawprize/shared/schemas/admin';
import { Ban, CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TimeAgo } from './time-ago';

/** An open finding's decisions (Void votes, Dismiss), or how it was resolved. */
export function FindingResolution({
  finding: f,
  busy,
  onDecide,
}: {
  finding: FraudFindingDetail;
  busy: boolean;
  onDecide: (decision: 'void' | 'dismiss') => void;
}) {
  return f.status === 'open' ? (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="destructive" onClick={() => onDecide('void')} disabled={busy}>
        <Ban aria-hidden="true" />
        Void {f.voteCount} {f.voteCount === 1 ? 'vote' : 'votes'}
      </Button>
      <Button type="button" variant="outline" onClick={() => onDecide('dismiss')} disabled={busy}>
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
  );
}
