import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/** An unknown slug, a draft or an archived contest: "No such contest." */
export function ContestNotFound() {
  return (
    <>
      <h1 className="sr-only">{messages.contests.notFound}</h1>
      <EmptyState
        icon={SearchX}
        title={messages.contests.notFound}
        action={
          <Button asChild>
            <Link to={href('contests')}>See all contests</Link>
          </Button>
        }
      >
        It may have been moved, or it is not published yet.
      </EmptyState>
    </>
  );
}
