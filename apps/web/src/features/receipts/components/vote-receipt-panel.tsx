import { href } from '@pawprize/shared/routes';
import { ChevronDown, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { usePetReceipt } from '../receipts-api';
import { dayLabel, figure, REFUSAL_LABELS, SOURCE_LABELS, VOIDED_LABELS } from '../format';
import { FigureList } from './figure-list';

/**
 * "How votes were counted" on a pet page (docs/product/integrity.md): closed at first, so the page
 * paints without it; its figures load when it is opened.
 */
export function VoteReceiptPanel({ petId, className }: { petId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const query = usePetReceipt(petId, open);
  const r = query.data;

  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      className={cn('rounded-3xl border border-border/70 bg-card shadow-soft', className)}
    >
      <h2 className="text-base">
        <CollapsibleTrigger className="group flex w-full items-center gap-3 rounded-3xl px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-ring sm:px-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-teal-100 text-teal-800">
            <ReceiptText aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-display text-lg font-extrabold text-plum-800">
              How votes were counted
            </span>
            <span className="block text-sm font-normal text-muted-foreground">
              Counted, refused and voided votes — no voter is ever named.
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-plum-500 transition-transform group-data-[state=open]:rotate-180"
          />
        </CollapsibleTrigger>
      </h2>
      <CollapsibleContent className="border-t border-border/70 px-5 pt-4 pb-5 sm:px-6">
        {query.isError ? (
          <LoadError
            title="We couldn't load how the votes were counted."
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : !r ? (
          <div role="status" className="grid gap-3 sm:grid-cols-3">
            <span className="sr-only">Loading the vote receipt…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-32" />
            ))}
          </div>
        ) : (
          <div data-testid="vote-receipt">
            <div className="grid gap-6 sm:grid-cols-3">
              <FigureList
                title="Counted"
                rows={[
                  { label: 'Vote count', value: r.votesCount, total: true },
                  { label: 'Card votes', value: r.counted.card },
                  { label: 'Swipe votes by members', value: r.counted.swipeMembers },
                  { label: 'Swipe votes by visitors', value: r.counted.swipeVisitors },
                ]}
                note={`Bonus votes from shares among them: ${figure(r.bonus)}. Battle wins (not part of the vote count): ${figure(r.battleWins)}.`}
              />
              <FigureList
                title="Refused"
                rows={[
                  { label: REFUSAL_LABELS.alreadyVoted, value: r.refused.alreadyVoted },
                  { label: REFUSAL_LABELS.dailyLimit, value: r.refused.dailyLimit },
                  { label: REFUSAL_LABELS.ipCap, value: r.refused.ipCap },
                  { label: REFUSAL_LABELS.signedOut, value: r.refused.signedOut },
                ]}
                note="Attempts that never counted."
              />
              <div className="min-w-0">
                <FigureList
                  title="Voided"
                  rows={[{ label: VOIDED_LABELS.fraud, value: r.voided.fraud }]}
                />
                {r.voidedDays.length > 0 ? (
                  <ul className="mt-2 grid gap-1 text-xs text-muted-foreground">
                    {r.voidedDays.map((d) => (
                      <li key={`${d.day}-${d.source}`}>
                        <time dateTime={d.day} className="font-semibold text-plum-700">
                          {dayLabel(d.day)}
                        </time>
                        : {figure(d.votes)} voided by {SOURCE_LABELS[d.source]}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-2 text-xs text-muted-foreground">
                  Votes taken away because their voter was banned or deleted their account are not
                  listed per pet; they appear in the weekly site totals on the integrity page.
                </p>
              </div>
            </div>
            <p className="mt-5 text-sm">
              <Link
                to={href('integrity')}
                className="font-bold text-coral-700 underline-offset-4 hover:underline"
              >
                How we count votes
              </Link>
            </p>
          </div>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
