import { messages } from '@pawprize/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageShell } from '@/components/page-shell';
import { useAuth } from '@/features/auth';
import {
  backLinkOf,
  ContestLoadFailed,
  ContestNotFound,
  ContestSkeleton,
  ContestView,
  useCaptionContest,
} from '@/features/captions/components';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

const PAGE_TITLE = 'Caption Contest';

export default function CaptionContestPage() {
  const { shareId = '' } = useParams();
  const { user } = useAuth();
  // Back to the list the contest was opened from (/captions, the dashboard…), else the gallery.
  const back = backLinkOf(useLocation().state);
  const query = useCaptionContest(shareId, user?.id ?? null);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  useDocumentTitle(
    query.data?.petName ?? (notFound ? messages.captionContest.notFound : PAGE_TITLE),
  );

  let content;
  if (query.data) {
    content = <ContestView contest={query.data} viewer={user} />;
  } else if (notFound) {
    content = <ContestNotFound />;
  } else if (query.isError) {
    content = (
      <ContestLoadFailed
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <>
        <h1 className="sr-only">{PAGE_TITLE}</h1>
        <ContestSkeleton />
      </>
    );
  }

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-sunny-300/25 via-coral-50 to-transparent"
      />
      <PageShell className="pt-6 sm:pt-10">
        <Link
          to={back.to}
          className="-mt-2 mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-coral-700 hover:text-coral-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
        {content}
      </PageShell>
    </div>
  );
}
