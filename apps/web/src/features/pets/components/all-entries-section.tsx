import { GALLERY_PAGE_SIZE, messages, PET_SEARCH_MAX_LENGTH } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { PawPrint, SearchX, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useGalleryParams } from '../hooks/use-gallery-params';
import { usePetList } from '../hooks/use-pet-list';
import type { Pet } from '../types';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PetCard } from './pet-card';
import { PetGrid, PetGridSkeleton } from './pet-grid';
import { SearchBox } from '@/components/search-box';
import { SortToggle } from './sort-toggle';

/**
 * 'All Entries': every pet, 20 at a time with "Load more", sorted Recent or Popular and
 * searchable by name or description. Search and sort live in the URL, so a search can be shared.
 */
export function AllEntriesSection({
  renderVote,
  className,
}: {
  /** The vote control of each card (the page passes the voting feature's). */
  renderVote?: (pet: Pet) => ReactNode;
  className?: string;
}) {
  const { q, sort, setQ, setSort } = useGalleryParams();
  const search = q.trim();
  const list = usePetList({ sort, q: search, limit: GALLERY_PAGE_SIZE });
  const { pets } = list;
  const refreshing = list.isFetching && !list.isFetchingNextPage && !list.isPending;

  let body;
  if (list.isPending) {
    body = <PetGridSkeleton count={8} />;
  } else if (list.isError && pets.length === 0) {
    body = (
      <LoadError
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (pets.length === 0 && search) {
    body = (
      <EmptyState
        icon={SearchX}
        title={messages.lists.noPetsFound}
        action={
          <Button type="button" variant="outline" onClick={() => setQ('')}>
            {messages.lists.clearSearch}
          </Button>
        }
      >
        Nothing matches “{search}”. Try another name or word.
      </EmptyState>
    );
  } else if (pets.length === 0) {
    body = (
      <EmptyState
        icon={PawPrint}
        title={messages.lists.noPets}
        action={
          <Button asChild>
            <Link to={href('upload')}>
              <Upload aria-hidden="true" />
              Add Your Pet
            </Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <PetGrid className={cn('transition-opacity', refreshing && 'opacity-70')}>
          {pets.map((pet, index) => (
            <PetCard key={pet.id} pet={pet} priority={index < 4} voteSlot={renderVote?.(pet)} />
          ))}
        </PetGrid>
        <LoadMorePets list={list} />
      </>
    );
  }

  return (
    <section aria-labelledby="all-entries-title" className={className}>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h2 id="all-entries-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {messages.lists.allEntries}
          </h2>
          <p className="mt-1 text-muted-foreground">
            {search ? (
              <span aria-live="polite">
                Results for <span className="font-semibold text-plum-800">“{search}”</span>
              </span>
            ) : (
              'Every pet in this month’s contest.'
            )}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            id="gallery-search"
            label="Search pets by name or description"
            placeholder="Search by name or description"
            value={q}
            onSearch={setQ}
            busy={refreshing}
            maxLength={PET_SEARCH_MAX_LENGTH}
            className="sm:w-72"
          />
          <SortToggle
            value={sort}
            onChange={setSort}
            label="Sort all entries"
            className="self-start sm:self-auto"
          />
        </div>
      </div>
      <div className="mt-6">{body}</div>
    </section>
  );
}

/** Below the grid: Load more, or the next page's error with Try again. */
function LoadMorePets({ list }: { list: ReturnType<typeof usePetList> }) {
  return list.isFetchNextPageError ? (
    <LoadError
      className="mt-6"
      error={list.error}
      onRetry={() => void list.fetchNextPage()}
      retrying={list.isFetchingNextPage}
    />
  ) : list.hasNextPage ? (
    <div className="mt-10 flex justify-center">
      <Button
        type="button"
        variant="outline"
        size="lg"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
      >
        {list.isFetchingNextPage ? <Spinner /> : null}
        {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  ) : null;
}
