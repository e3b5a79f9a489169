import { href } from '@pawprize/shared/routes';
import { MessageSquareQuote, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useMyContests } from '../hooks/use-caption-pages';
import { CaptionAllowanceNote } from './caption-allowance-note';
import { ContestCard } from './contest-card';

const STATUS_LABEL = { pending: 'In review', hidden: 'Hidden', removed: 'Removed' } as const;

/**
 * My Caption Contests on the dashboard (docs/decisions/0047-captions-page.md): the member's own
 * contests, newest first, with their review state; the contest page's back link returns here.
 * Under the heading: the free contests left today and the member's Generation Credits.
 */
export function MyContests({ viewerId, credits }: { viewerId: string; credits: number }) {
  const [page, setPage] = useState(1);
  const query = useMyContests(viewerId, page);
  const data = query.data;

  let body;
  if (query.isPending) {
    body = (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">Loading your caption contests…</span>
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title="We couldn’t load your caption contests."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (data && data.total === 0) {
    body = (
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-coral-200 bg-card/60 px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-coral-100 text-coral-600">
          <MessageSquareQuote aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-3 max-w-md text-muted-foreground">
          You haven’t started a caption contest yet. Upload a photo and our AI writes five captions
          for everyone to vote on.
        </p>
        <Button asChild className="mt-5">
          <Link to={href('create')}>
            <Sparkles aria-hidden="true" />
            Create Caption Contest
          </Link>
        </Button>
      </div>
    );
  } else if (data) {
    body = (
      <>
        <ul aria-label="My Caption Contests" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.contests.map((contest) => {
            const status = contest.moderation?.status;
            return (
              <li key={contest.id} className="relative flex">
                <ContestCard
                  contest={contest}
                  backTo={{ path: href('dashboard') }}
                  sizes="(min-width: 1024px) 365px, (min-width: 640px) 47vw, 92vw"
                  className="w-full"
                />
                {status ? (
                  <span className="absolute top-3 right-3 rounded-full bg-plum-900/85 px-2.5 py-1 text-xs font-bold text-white">
                    {STATUS_LABEL[status]}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        <Pager
          page={page}
          pageCount={data.pageCount}
          onPage={setPage}
          label="My Caption Contests pages"
          size="sm"
          className="mt-5"
        />
      </>
    );
  }

  return (
    <section aria-labelledby="my-caption-contests-title" className="mt-12">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2
          id="my-caption-contests-title"
          className="text-xl font-extrabold tracking-tight sm:text-2xl"
        >
          My Caption Contests
        </h2>
        {data && data.total > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href('create')}>
              <Sparkles aria-hidden="true" />
              Create Caption Contest
            </Link>
          </Button>
        ) : null}
      </div>
      <div className="mb-5">
        <CaptionAllowanceNote viewerId={viewerId} credits={credits} />
      </div>
      {body}
    </section>
  );
}
