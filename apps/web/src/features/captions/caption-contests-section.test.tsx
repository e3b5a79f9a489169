import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, requestedPaths } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeCaption, makeContest } from '@/test/captions';
import type { CaptionContest } from './types';

afterEach(() => vi.unstubAllGlobals());

// The home page is loaded on demand: wait for it.
const section = () => screen.findByRole('region', { name: 'Caption contests' });

/** The home page's API: pets and products are empty; caption lists come from `lists`. */
function homeApi(lists: (sort: string) => Response) {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/captions') return lists(url.searchParams.get('sort') ?? '');
    return json(200, { pets: [], nextCursor: null, products: [] });
  });
}

describe('home caption contests', { timeout: 15_000 }, () => {
  it('shows 3 Trending contests (top caption, votes) and switches to Newest', async () => {
    const trending: CaptionContest[] = [
      makeContest({
        petName: 'Waffles',
        captions: [makeCaption({ caption: 'Top dog energy', votes: 6 })],
        totalVotes: 6,
      }),
      makeContest({ petName: 'Noodle' }),
      makeContest({ petName: 'Pickle' }),
    ];
    trending[0]!.winnerCaptionId = trending[0]!.captions[0]!.id;
    const newest = [makeContest({ petName: 'Fresh Fern' })];
    const fetchMock = homeApi((sort) =>
      json(200, { contests: sort === 'trending' ? trending : newest }),
    );
    const { user } = renderApp('/');
    const card = await within(await section()).findByRole('link', { name: 'Waffles' });
    expect(card).toHaveAttribute('href', `/captions/${trending[0]!.shareId}`);
    const first = card.closest('article')!;
    expect(first).toHaveTextContent('“Top dog energy”');
    expect(first).toHaveTextContent('6 votes');
    expect(within(first).getByText('Winner')).toBeVisible();
    expect(within(await section()).getAllByRole('article')).toHaveLength(3);
    expect(requestedPaths(fetchMock)).toContain('/api/captions?sort=trending&limit=3');

    await user.click(within(await section()).getByRole('radio', { name: 'Newest' }));
    expect(await within(await section()).findByRole('link', { name: 'Fresh Fern' })).toBeVisible();
    expect(requestedPaths(fetchMock)).toContain('/api/captions?sort=newest&limit=3');
  });

  it("shows 'No caption contests yet.' with a link to create one", async () => {
    homeApi(() => json(200, { contests: [] }));
    renderApp('/');
    expect(
      await within(await section()).findByText(messages.captionContest.listEmpty),
    ).toBeVisible();
    expect(
      within(await section()).getByRole('link', { name: messages.captionContest.listCreateLink }),
    ).toHaveAttribute('href', '/create');
  });

  it("shows 'Failed to fetch caption contests' with Try Again, which reloads the page", async () => {
    homeApi(() => json(500, { code: 'INTERNAL', message: 'Something went wrong.' }));
    const { user } = renderApp('/');
    // One retry first (docs/product/site.md, Data loading), then the failure.
    expect(
      await within(await section()).findByText(
        messages.captionContest.listFailed,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await user.click(
      within(await section()).getByRole('button', { name: messages.captionContest.tryAgain }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
