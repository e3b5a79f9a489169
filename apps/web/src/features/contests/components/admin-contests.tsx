import type { Contest } from '@pawprize/shared/schemas/contests';
import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { ArrowLeft, Archive, ExternalLink, Medal, Pencil, Plus, Send, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { describeInstant, entryCountText, phaseLabel } from '../contest-rules';
import {
  useAdminContests,
  useAdminPending,
  useContestStatus,
  usePublishResults,
} from '../hooks/use-admin-contests';
import { AdminContestForm } from './admin-contest-form';
import { AdminEntryReview } from './admin-entry-review';

function Heading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h2>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

function PublishResults({ contest }: { contest: Contest }) {
  const publish = usePublishResults();
  if (contest.status !== 'published' || contest.phase !== 'closed') return null;
  return (
    <Button
      type="button"
      size="sm"
      disabled={publish.isPending}
      onClick={() =>
        publish.mutate(contest.id, {
          onSuccess: () => toast.success(messages.contests.resultsPublished),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      <Medal aria-hidden="true" />
      Publish results <span className="sr-only">of {contest.title}</span>
    </Button>
  );
}

function StatusActions({ contest }: { contest: Contest }) {
  const status = useContestStatus();
  const act = (action: 'publish' | 'archive') =>
    status.mutate(
      { id: contest.id, action },
      {
        onSuccess: () =>
          toast.success(
            action === 'publish' ? messages.contests.published : messages.contests.archived,
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <>
      <PublishResults contest={contest} />
      {contest.status === 'draft' ? (
        <Button type="button" size="sm" disabled={status.isPending} onClick={() => act('publish')}>
          <Send aria-hidden="true" />
          Publish <span className="sr-only">{contest.title}</span>
        </Button>
      ) : null}
      {contest.status !== 'archived' ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={status.isPending}
          onClick={() => act('archive')}
        >
          <Archive aria-hidden="true" />
          Archive <span className="sr-only">{contest.title}</span>
        </Button>
      ) : null}
    </>
  );
}

/** `/admin/contests`: every contest, drafts included, with publish and archive. */
export function AdminContestsPanel() {
  const query = useAdminContests();
  const pending = useAdminPending();
  return (
    <div className="grid gap-6">
      <Heading title="Contests">
        <Button asChild>
          <Link to={href('adminContestNew')}>
            <Plus aria-hidden="true" />
            New contest
          </Link>
        </Button>
      </Heading>
      {query.isError ? (
        <LoadError
          title="We couldn't load the contests."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <Skeleton className="h-40 rounded-3xl" />
      ) : query.data.length === 0 ? (
        <EmptyState icon={Trophy} title="No contests yet: create the first one." />
      ) : (
        <ul className="grid gap-3">
          {query.data.map((contest) => (
            <li
              key={contest.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl border border-border/70 bg-card p-4 shadow-soft"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-display text-lg font-extrabold text-plum-900">
                    {contest.title}
                  </h3>
                  <Badge variant={contest.status === 'published' ? 'accent' : 'outline'}>
                    {contest.status === 'published'
                      ? phaseLabel(contest)
                      : contest.status === 'draft'
                        ? 'Draft'
                        : 'Archived'}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-plum-700">
                  Entries open {describeInstant(contest.entriesOpenAt, contest.timeZone)} ·{' '}
                  {entryCountText(contest.entryCount)}
                </p>
                {pending[contest.id] ? (
                  <p className="mt-1">
                    <Link
                      to={href('adminContest', { id: contest.id })}
                      className="inline-flex min-h-11 items-center text-sm font-bold text-coral-700 hover:text-coral-800"
                    >
                      {pending[contest.id]} waiting for approval{' '}
                      <span className="sr-only">in {contest.title}</span>
                    </Link>
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm" variant="outline">
                  <Link to={href('adminContest', { id: contest.id })}>
                    <Pencil aria-hidden="true" />
                    Edit <span className="sr-only">{contest.title}</span>
                  </Link>
                </Button>
                <Button asChild size="sm" variant="ghost">
                  <Link to={href('contest', { slug: contest.slug })}>
                    <ExternalLink aria-hidden="true" />
                    View <span className="sr-only">{contest.title}</span>
                  </Link>
                </Button>
                <StatusActions contest={contest} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `/admin/contests/new` (id null) and `/admin/contests/:id`: the form, back to the list. */
export function AdminContestEditor({ id }: { id: string | null }) {
  const navigate = useNavigate();
  const query = useAdminContests();
  const [savedId, setSavedId] = useState<string | null>(id);
  const contest = savedId ? (query.data?.find((c) => c.id === savedId) ?? null) : null;
  const back = (
    <Link
      to={href('adminContests')}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-coral-700 hover:text-coral-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All contests
    </Link>
  );
  if (id && query.isError) {
    return (
      <LoadError
        title="We couldn't load the contest."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (id && !query.data) return <Skeleton className="h-96 rounded-3xl" />;
  if (id && !contest) {
    return (
      <div className="grid gap-4">
        {back}
        <EmptyState icon={Trophy} title={messages.contests.notFound} />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {back}
      <Heading title={contest ? `Edit: ${contest.title}` : 'New contest'}>
        {contest ? <StatusActions contest={contest} /> : null}
      </Heading>
      {contest && contest.status !== 'draft' ? <AdminEntryReview contest={contest} /> : null}
      <div className="rounded-3xl border border-border/70 bg-card p-5 shadow-soft sm:p-6">
        <AdminContestForm
          key={contest?.id ?? 'new'}
          contest={contest}
          onSaved={(saved) => {
            setSavedId(saved.id);
            if (!id) void navigate(href('adminContest', { id: saved.id }), { replace: true });
          }}
        />
      </div>
    </div>
  );
}
