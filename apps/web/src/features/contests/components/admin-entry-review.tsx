import { CONTEST_DISQUALIFY_REASON_MAX_LENGTH, CONTEST_ENTRIES_PAGE_SIZE } from '@pawprize/shared';
import type {
  AdminContestEntry,
  Contest,
  ContestEntryStatus,
} from '@pawprize/shared/schemas/contests';
import { href } from '@pawprize/shared/routes';
import { Ban, Check, CircleAlert, Inbox, RotateCcw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Pager } from '@/components/pager';
import { PetImage } from '@/components/pet-image';
import { Alert } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { CharCounter } from '@/components/ui/char-counter';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { zoneName } from '../contest-rules';
import { useEntryReview, useReviewEntry } from '../hooks/use-entry-review';

/** The host's review of a contest's entries (docs/product/contests.md, "Entering"). */

const STATUSES: { value: ContestEntryStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'disqualified', label: 'Disqualified' },
];

const EMPTY: Record<ContestEntryStatus, string> = {
  pending: 'No entries are waiting for approval.',
  approved: 'No approved entries yet.',
  disqualified: 'No disqualified entries.',
};

/** "8 Dec, 14:05" in the contest's zone, as its other dates. */
function enteredOn(iso: string, timeZone: string): string {
  const at = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
  return `${at} ${zoneName(timeZone)} time`;
}

/** The reason asked for before an entry is disqualified; it goes to the audit log and the owner. */
function DisqualifyDialog({
  entry,
  onClose,
}: {
  entry: AdminContestEntry | null;
  onClose: () => void;
}) {
  const review = useReviewEntry();
  return (
    <AlertDialog
      open={entry !== null}
      onOpenChange={(open) => !open && !review.isPending && onClose()}
    >
      {entry ? <DisqualifyForm entry={entry} review={review} onClose={onClose} /> : null}
    </AlertDialog>
  );
}

function DisqualifyForm({
  entry,
  review,
  onClose,
}: {
  entry: AdminContestEntry;
  review: ReturnType<typeof useReviewEntry>;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (review.isPending) return;
    const text = reason.trim();
    if (!text) {
      setError('Write the reason: the entrant reads it beside their entry.');
      return;
    }
    setError(null);
    setFailure(null);
    review.mutate(
      { kind: 'disqualify', entryId: entry.id, reason: text },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (err) => {
          const field = isApiError(err) ? err.fieldError('reason') : undefined;
          if (field) setError(field);
          else setFailure(errorMessage(err));
        },
      },
    );
  };

  return (
    <AlertDialogContent className="max-w-lg">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <AlertDialogHeader>
          <AlertDialogTitle>Disqualify {entry.petName}?</AlertDialogTitle>
          <AlertDialogDescription>
            The entry leaves the contest’s list and standings but still counts toward the member’s
            entry limits. Approving it later reinstates it.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={`${id}-reason`}>
              Reason <span className="font-normal text-muted-foreground">(required)</span>
            </Label>
            <CharCounter
              id={`${id}-count`}
              length={reason.length}
              max={CONTEST_DISQUALIFY_REASON_MAX_LENGTH}
            />
          </div>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            className="min-h-20"
            maxLength={CONTEST_DISQUALIFY_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-${error ? 'error' : 'hint'} ${id}-count`}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              Shown to the entrant and kept in the audit log.
            </p>
          )}
        </div>
        {failure ? (
          <Alert variant="error" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{failure}</p>
          </Alert>
        ) : null}
        <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AlertDialogCancel disabled={review.isPending}>Cancel</AlertDialogCancel>
          <Button type="submit" variant="destructive" disabled={review.isPending}>
            {review.isPending ? <Spinner /> : null}
            {review.isPending ? 'Disqualifying…' : 'Disqualify'}
          </Button>
        </div>
      </form>
    </AlertDialogContent>
  );
}

function EntryCard({
  entry,
  category,
  timeZone,
  onDisqualify,
}: {
  entry: AdminContestEntry;
  category: string;
  timeZone: string;
  onDisqualify: () => void;
}) {
  const review = useReviewEntry();
  const approve = () =>
    review.mutate(
      { kind: 'approve', entryId: entry.id },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft">
      <Link to={href('pet', { id: entry.petId })} className="block">
        <PetImage
          pet={entry}
          alt={`Photo of ${entry.petName}`}
          sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
          className="aspect-square w-full object-cover"
        />
      </Link>
      <div className="grid flex-1 content-start gap-1 p-3">
        <h4 className="truncate font-semibold text-plum-900">{entry.petName}</h4>
        <p className="truncate text-sm text-plum-700">
          {entry.username ? `@${entry.username}` : 'Member without a username'}
        </p>
        <p className="text-xs text-muted-foreground">
          {category} · entered {enteredOn(entry.enteredAt, timeZone)}
        </p>
        {entry.status === 'disqualified' && entry.disqualifiedReason ? (
          <p className="text-xs font-medium text-destructive">Reason: {entry.disqualifiedReason}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 p-3 pt-0">
        {entry.status !== 'approved' ? (
          <Button type="button" size="sm" disabled={review.isPending} onClick={approve}>
            {review.isPending ? (
              <Spinner />
            ) : entry.status === 'pending' ? (
              <Check aria-hidden="true" />
            ) : (
              <RotateCcw aria-hidden="true" />
            )}
            {entry.status === 'pending' ? 'Approve' : 'Reinstate'}{' '}
            <span className="sr-only">{entry.petName}</span>
          </Button>
        ) : null}
        {entry.status !== 'disqualified' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={review.isPending}
            onClick={onDisqualify}
          >
            <Ban aria-hidden="true" />
            Disqualify <span className="sr-only">{entry.petName}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A contest's entries for its host, Pending first when the contest waits for approval: each with
 * its photo, pet, owner and category, Approve (Reinstate) and Disqualify with a reason. The counts
 * of each status follow every decision.
 */
export function AdminEntryReview({ contest }: { contest: Contest }) {
  const [status, setStatus] = useState<ContestEntryStatus>(
    contest.requiresApproval ? 'pending' : 'approved',
  );
  const [page, setPage] = useState(1);
  const [disqualifying, setDisqualifying] = useState<AdminContestEntry | null>(null);
  const query = useEntryReview(contest.id, status, page);
  const counts = query.data?.counts;
  const names = new Map(contest.categories.map((c) => [c.id, c.name]));
  const pageCount = counts ? Math.max(1, Math.ceil(counts[status] / CONTEST_ENTRIES_PAGE_SIZE)) : 1;
  // A decision can empty the last page: go back to the one that still has entries.
  if (page > pageCount) setPage(pageCount);

  return (
    <section
      aria-labelledby="contest-review-heading"
      className="grid gap-4 rounded-3xl border border-border/70 bg-card p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="contest-review-heading" className="font-display text-xl font-extrabold">
            Entries
          </h3>
          <p className="text-sm text-muted-foreground">
            {contest.requiresApproval
              ? 'Entries wait here until you approve them.'
              : 'Entries are in at once; you may disqualify one with a reason.'}
          </p>
        </div>
        <ToggleGroup
          type="single"
          aria-label="Entries by status"
          value={status}
          onValueChange={(value) => {
            if (!value) return;
            setStatus(value as ContestEntryStatus);
            setPage(1);
          }}
          className="flex-wrap"
        >
          {STATUSES.map((s) => (
            <ToggleGroupItem key={s.value} value={s.value}>
              {s.label}
              {counts ? (
                <span className="rounded-full bg-plum-800/8 px-2 text-xs tabular-nums">
                  {counts[s.value]}
                </span>
              ) : null}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </div>

      {query.isError && !query.data ? (
        <LoadError
          title="We couldn't load the entries."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : query.data.entries.length === 0 ? (
        <EmptyState icon={Inbox} title={EMPTY[status]} />
      ) : (
        <ul
          aria-label={`${STATUSES.find((s) => s.value === status)!.label} entries`}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {query.data.entries.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              category={names.get(entry.categoryId) ?? 'A removed category'}
              timeZone={contest.timeZone}
              onDisqualify={() => setDisqualifying(entry)}
            />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        onPage={setPage}
        label="Pages of entries"
        size="sm"
      />
      <DisqualifyDialog entry={disqualifying} onClose={() => setDisqualifying(null)} />
    </section>
  );
}
