import { MODERATION_PERIOD_MIN_MEMBERS } from '@pawprize/shared';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useIntegrityTotals } from '../receipts-api';
import { dayLabel, figure, REFUSAL_LABELS, VOIDED_LABELS } from '../format';
import { FigureList } from './figure-list';

/** `to` is the Monday after a period; the period's last day is the Sunday before it. */
function lastDay(to: string): string {
  return new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The site's live totals on /integrity. */
export function SiteTotals() {
  const query = useIntegrityTotals();
  if (query.isError) {
    return (
      <LoadError
        title="We couldn't load the site's totals."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const t = query.data;
  if (!t) {
    return (
      <div role="status" className="grid gap-6 sm:grid-cols-3">
        <span className="sr-only">Loading the site&apos;s totals…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  }
  return (
    <div data-testid="site-totals">
      <div className="grid gap-6 sm:grid-cols-3">
        <FigureList
          title="Counted"
          rows={[
            { label: 'Votes counted', value: t.votesCounted, total: true },
            { label: 'Card votes', value: t.counted.card },
            { label: 'Swipe votes by members', value: t.counted.swipeMembers },
            { label: 'Swipe votes by visitors', value: t.counted.swipeVisitors },
          ]}
          note={`${figure(t.pets)} pets in the contest. Bonus votes among the counted: ${figure(t.bonus)}. Battle votes (counted separately): ${figure(t.battleVotes)}.`}
        />
        <FigureList
          title="Refused"
          rows={[
            { label: REFUSAL_LABELS.alreadyVoted, value: t.refused.alreadyVoted },
            { label: REFUSAL_LABELS.dailyLimit, value: t.refused.dailyLimit },
            { label: REFUSAL_LABELS.ipCap, value: t.refused.ipCap },
            { label: REFUSAL_LABELS.signedOut, value: t.refused.signedOut },
          ]}
        />
        <div className="min-w-0">
          <FigureList
            title="Voided"
            rows={[
              { label: VOIDED_LABELS.moderator, value: t.voided.moderator },
              { label: VOIDED_LABELS.fraud, value: t.voided.fraud },
              { label: VOIDED_LABELS.accountDeleted, value: t.voided.accountDeleted },
            ]}
            note="Votes of banned members and deleted accounts count here once their week is published."
          />
          <h4 className="mt-4 text-sm font-bold text-plum-800">Removed by moderation, by week</h4>
          {t.moderationPeriods.length > 0 ? (
            <ul className="mt-1 grid gap-1 text-xs text-muted-foreground">
              {t.moderationPeriods.map((p) => (
                <li key={p.from}>
                  {figure(p.votes)} {p.votes === 1 ? 'vote' : 'votes'} removed by moderation,{' '}
                  <time dateTime={p.from} className="font-semibold text-plum-700">
                    {dayLabel(p.from)}
                  </time>{' '}
                  to{' '}
                  <time dateTime={lastDay(p.to)} className="font-semibold text-plum-700">
                    {dayLabel(lastDay(p.to))}
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-xs text-muted-foreground">Nothing published yet.</p>
          )}
          <p className="mt-2 text-xs text-muted-foreground">
            Published after each week ends, once the removals mix the votes of at least{' '}
            {MODERATION_PERIOD_MIN_MEMBERS} members, so nobody&apos;s votes can be read off.
          </p>
        </div>
      </div>
      <p className="mt-4 text-xs text-muted-foreground">
        Figures as of{' '}
        <time dateTime={t.asOf}>
          {new Date(t.asOf).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        ; they refresh every half minute.
      </p>
    </div>
  );
}
