import type { Contest, ContestEntryRecord } from '@pawprize/shared/schemas/contests';
import type { Pet } from '@pawprize/shared/schemas/pets';
import { messages } from '@pawprize/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useWithdrawEntry } from '../hooks/use-enter-contest';

const STATUS = {
  approved: 'Entered',
  pending: 'Waiting for approval',
  disqualified: 'Disqualified',
} as const;

/** The member's own entries in the contest, with Withdraw while entries are open. */
export function MyEntries({
  contest,
  entries,
  pets,
}: {
  contest: Contest;
  entries: ContestEntryRecord[];
  pets: Pet[];
}) {
  const withdraw = useWithdrawEntry(contest.slug);
  const [error, setError] = useState<string | null>(null);
  const petName = new Map(pets.map((p) => [p.id, p.petName]));
  const category = new Map(contest.categories.map((c) => [c.id, c.name]));
  return (
    <div className="mt-6 border-t border-coral-200 pt-4">
      <h3 className="font-display text-lg font-extrabold">Your entries</h3>
      <ul className="mt-2 grid gap-2">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-plum-900">
              {petName.get(entry.petId) ?? 'Your pet'}
            </span>
            <span className="text-sm text-plum-700">in {category.get(entry.categoryId)}</span>
            <Badge variant={entry.status === 'approved' ? 'accent' : 'outline'}>
              {STATUS[entry.status]}
            </Badge>
            {entry.disqualifiedReason ? (
              <span className="w-full text-sm text-muted-foreground">
                Reason: {entry.disqualifiedReason}
              </span>
            ) : null}
            {contest.entriesOpen ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="ml-auto"
                disabled={withdraw.isPending}
                aria-label={`Withdraw ${petName.get(entry.petId) ?? 'this entry'}`}
                onClick={() =>
                  withdraw.mutate(entry.id, {
                    onSuccess: () => {
                      setError(null);
                      toast.success(messages.contests.withdrawn);
                    },
                    onError: (e) => setError(errorMessage(e)),
                  })
                }
              >
                Withdraw
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
