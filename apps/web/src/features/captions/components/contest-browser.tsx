import { CAPTION_SEARCH_MAX_LENGTH, CAPTIONS_PAGE_SIZE } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/pager';
import { SearchBox } from '@/components/search-box';
import { cn } from '@/lib/utils';
import { useBrowseContests } from '../hooks/use-caption-pages';
import type { CaptionSort } from '../types';
import { ContestCard } from './contest-card';
import {
  ContestCardsSkeleton,
  ContestsLoadFailed,
  ContestSortToggle,
  NoContestsYet,
} from './contest-list-parts';
import { ContestsNotice } from './contests-notice';

const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3';
const CARD_SIZES =
  '(min-width: 1152px) 365px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw';

function readSort(value: string | null): CaptionSort {
  return value === 'newest' ? 'newest' : 'trending';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The /captions list (docs/decisions/0047-captions-page.md): Trending / Newest, a search by pet
 * name and pages of CAPTIONS_PAGE_SIZE, all in the URL (so the contest page's back link, reload
 * and sharing keep them), with the empty and failure states of docs/product/captions.md.
 */
export function ContestBrowser() {
  const [params, setParams] = useSearchParams();
  const sort = readSort(params.get('sort'));
  const q = (params.get('q') ?? '').slice(0, CAPTION_SEARCH_MAX_LENGTH);
  const page = readPage(params.get('page'));
  const query = useBrowseContests(sort, q, page);
  const data = query.data;

  const update = useCallback(
    (next: { sort?: CaptionSort; q?: string; page?: number }) => {
      setParams((current) => {
        const merged = new URLSearchParams(current);
        if (next.sort !== undefined) merged.set('sort', next.sort);
        if (next.q !== undefined) {
          if (next.q) merged.set('q', next.q);
          else merged.delete('q');
        }
        // A new sort or search starts again at page 1.
        const nextPage = next.page ?? 1;
        if (nextPage > 1) merged.set('page', String(nextPage));
        else merged.delete('page');
        return merged;
      });
    },
    [setParams],
  );
  const onSearch = useCallback((text: string) => update({ q: text.trim() }), [update]);
  const here = `${href('captions')}${params.size > 0 ? `?${params}` : ''}`;

  let body;
  if (query.isPending) {
    body = <ContestCardsSkeleton count={6} className={GRID} />;
  } else if (query.isError) {
    body = <ContestsLoadFailed />;
  } else if (data && data.total === 0 && q) {
    body = (
      <ContestsNotice icon={SearchX} title={`No caption contests match “${q}”.`} tone="calm">
        <Button type="button" variant="outline" onClick={() => update({ q: '' })}>
          Clear search
        </Button>
      </ContestsNotice>
    );
  } else if (data && data.total === 0) {
    body = <NoContestsYet />;
  } else if (data && data.contests.length === 0) {
    // A page past the end (an old link): back to the first.
    body = (
      <ContestsNotice icon={SearchX} title="This page is empty." tone="calm">
        <Button type="button" variant="outline" onClick={() => update({ page: 1 })}>
          Go to page 1
        </Button>
      </ContestsNotice>
    );
  } else if (data) {
    const from = (data.page - 1) * CAPTIONS_PAGE_SIZE + 1;
    const to = from + data.contests.length - 1;
    body = (
      <>
        <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
          {data.total === 1 ? '1 contest' : `${from}–${to} of ${data.total} contests`}
        </p>
        <ul
          aria-label="Caption contests"
          className={cn(GRID, query.isPlaceholderData && 'opacity-70 transition-opacity')}
        >
          {data.contests.map((contest) => (
            <li key={contest.id} className="flex">
              <ContestCard
                contest={contest}
                backTo={{ path: here }}
                sizes={CARD_SIZES}
                className="w-full"
              />
            </li>
          ))}
        </ul>
        <Pager
          page={data.page}
          pageCount={data.pageCount}
          onPage={(p) => update({ page: p })}
          label="Pages"
          className="mt-8"
        />
      </>
    );
  }

  return (
    <section aria-label="All caption contests">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ContestSortToggle
          value={sort}
          onChange={(next) => update({ sort: next, q })}
          className="self-start"
        />
        <SearchBox
          id="captions-search"
          label="Search caption contests by pet name"
          placeholder="Search by pet name"
          value={q}
          onSearch={onSearch}
          busy={query.isFetching && !query.isPending}
          maxLength={CAPTION_SEARCH_MAX_LENGTH}
          className="w-full sm:max-w-xs"
        />
      </div>
      {body}
    </section>
  );
}
