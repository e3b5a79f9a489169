import type { Contest, ContestEntrySort } from '@pawprize/shared/schemas/contests';
import { ChevronLeft, ChevronRight, Heart, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PetImage } from '@/components/pet-image';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useContestEntries } from '../hooks/use-contests';
import { Select } from './select';

/** The approved entries: a category filter, newest or by votes, a page at a time. */
export function ContestEntries({ contest }: { contest: Contest }) {
  const [category, setCategory] = useState<string | null>(null);
  const [sort, setSort] = useState<ContestEntrySort>('newest');
  const [page, setPage] = useState(1);
  const query = useContestEntries(contest.slug, { category, sort, page });
  const countsShown = query.data?.countsShown ?? true;
  const names = new Map(contest.categories.map((c) => [c.id, c.name]));

  return (
    <section aria-labelledby="contest-entries" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="contest-entries" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Entries
        </h2>
        <div className="flex flex-wrap gap-3">
          {contest.categories.length > 1 ? (
            <div className="grid gap-1">
              <Label htmlFor="entries-category">Category</Label>
              <Select
                id="entries-category"
                value={category ?? ''}
                onChange={(e) => {
                  setCategory(e.target.value || null);
                  setPage(1);
                }}
              >
                <option value="">All categories</option>
                {contest.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </div>
          ) : null}
          <div className="grid gap-1">
            <Label htmlFor="entries-sort">Sort</Label>
            <Select
              id="entries-sort"
              value={countsShown ? sort : 'newest'}
              disabled={!countsShown}
              aria-describedby={countsShown ? undefined : 'entries-sort-note'}
              onChange={(e) => {
                setSort(e.target.value as ContestEntrySort);
                setPage(1);
              }}
            >
              <option value="newest">Newest</option>
              <option value="votes">Most votes</option>
            </Select>
          </div>
        </div>
      </div>
      {!countsShown ? (
        <p id="entries-sort-note" className="mt-2 text-sm text-muted-foreground">
          Vote counts are hidden while voting is open, so entries are newest first.
        </p>
      ) : null}

      <div className="mt-6">
        <EntriesGrid query={query} page={page} names={names} />
      </div>

      {page > 1 || query.data?.nextPage ? (
        <nav aria-label="Entries pages" className="mt-6 flex items-center justify-center gap-3">
          <Button
            type="button"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-plum-700">Page {page}</span>
          <Button
            type="button"
            variant="outline"
            disabled={!query.data?.nextPage}
            onClick={() => setPage((p) => query.data?.nextPage ?? p)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

/** The grid of entries, its skeleton, its failure and its empty state. */
function EntriesGrid({
  query,
  page,
  names,
}: {
  query: ReturnType<typeof useContestEntries>;
  page: number;
  names: Map<string, string>;
}) {
  return (
    <>
      {query.isError ? (
        <LoadError
          title="We couldn't load the entries."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-square rounded-2xl" />
          ))}
        </div>
      ) : query.data.entries.length === 0 ? (
        <EmptyState
          icon={ImageOff}
          title={page > 1 ? 'No more entries.' : 'No entries yet: yours could be the first!'}
        />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {query.data.entries.map((entry) => (
            <li
              key={entry.id}
              className="overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft"
            >
              <PetImage
                pet={entry}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                className="aspect-square w-full object-cover"
              />
              <div className="p-3">
                <p className="truncate font-semibold text-plum-900">{entry.petName}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {names.get(entry.categoryId)}
                  {entry.owner.username ? ` · @${entry.owner.username}` : ''}
                </p>
                {entry.votes !== null ? (
                  <p className="mt-1 flex items-center gap-1 text-sm text-plum-700">
                    <Heart aria-hidden="true" className="size-3.5 text-coral-600" />
                    {entry.votes} vote{entry.votes === 1 ? '' : 's'}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
