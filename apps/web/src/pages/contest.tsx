import type { Contest } from '@pawprize/shared/schemas/contests';
import { href } from '@pawprize/shared/routes';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageShell } from '@/components/page-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth, type AuthUser } from '@/features/auth';
import {
  ContestNotFound,
  ContestView,
  EnterPanel,
  useContest,
} from '@/features/contests/components';
import { useMyPets } from '@/features/pets/components';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The Enter panel with the member's pets (asked for only when someone is signed in). */
function MemberEnterPanel({ contest, user }: { contest: Contest; user: AuthUser }) {
  const pets = useMyPets(user.id);
  return <EnterPanel contest={contest} viewer={user} pets={pets.data} />;
}

export default function ContestPage() {
  const { slug = '' } = useParams();
  const { user } = useAuth();
  const query = useContest(slug, user?.id ?? null);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  useDocumentTitle(query.data?.title ?? (notFound ? 'No such contest' : 'Contest'));

  let content;
  if (query.data) {
    const contest = query.data;
    content = (
      <ContestView
        contest={contest}
        enter={
          user ? (
            <MemberEnterPanel contest={contest} user={user} />
          ) : (
            <EnterPanel contest={contest} viewer={null} pets={undefined} />
          )
        }
      />
    );
  } else if (notFound) {
    content = <ContestNotFound />;
  } else if (query.isError) {
    content = (
      <LoadError
        title="We couldn't load this contest."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    content = (
      <>
        <h1 className="sr-only">Contest</h1>
        <Skeleton className="h-64 rounded-3xl" />
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
          to={href('contests')}
          className="-mt-2 mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-coral-700 hover:text-coral-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All contests
        </Link>
        {content}
      </PageShell>
    </div>
  );
}
