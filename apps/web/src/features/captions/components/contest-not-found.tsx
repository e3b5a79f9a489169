import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { House, RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-dashed border-coral-200 bg-card/70 px-6 py-14 text-center">
      {children}
    </div>
  );
}

function GoHome() {
  return (
    <Button asChild>
      <Link to={href('home')}>
        <House aria-hidden="true" />
        {messages.captionContest.goHome}
      </Link>
    </Button>
  );
}

/** A missing or deleted contest (docs/product/captions.md). */
export function ContestNotFound() {
  return (
    <Panel>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-600">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">
        {messages.captionContest.notFound}
      </h1>
      <p className="mt-2 text-muted-foreground">
        It may have been deleted by its creator, or the link is not quite right.
      </p>
      <div className="mt-6">
        <GoHome />
      </div>
    </Panel>
  );
}

/** Any other failure: what went wrong, Try again, and the way home. */
export function ContestLoadFailed({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Panel>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-[#fdf0f1] text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">
        {messages.captionContest.loadContestFailed}
      </h1>
      <p role="alert" className="mt-2 text-muted-foreground">
        {errorMessage(error)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button type="button" variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {messages.captionContest.tryAgain}
        </Button>
        <GoHome />
      </div>
    </Panel>
  );
}
