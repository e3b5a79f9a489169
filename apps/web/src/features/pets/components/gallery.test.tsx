import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, requestedPaths } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makePet } from '@/test/pets';
import type { Pet } from '../types';
import { findVisibleText } from '@/test/find-visible';

afterEach(() => vi.unstubAllGlobals());

/** A fake pet API over `pets`: search by name or description, cursor pages of `limit`. */
function petApi(pets: Pet[]) {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/pets/top') {
      const limit = Number(url.searchParams.get('limit'));
      const top = [...pets].sort((a, b) => b.votesCount - a.votesCount).slice(0, limit);
      return json(200, { pets: top });
    }
    if (url.pathname === '/api/pets') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit'));
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const found = pets.filter(
        (pet) =>
          !q ||
          pet.petName.toLowerCase().includes(q) ||
          (pet.description ?? '').toLowerCase().includes(q),
      );
      const page = found.slice(start, start + limit);
      const next = start + limit < found.length ? String(start + limit) : null;
      return json(200, { pets: page, nextCursor: next });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

const allEntries = () => screen.getByRole('region', { name: messages.lists.allEntries });
const topVoted = () => screen.getByRole('region', { name: messages.lists.topVoted });

describe('gallery', { timeout: 15_000 }, () => {
  it("shows 'No pets yet' with a way to upload when there are no pets", async () => {
    petApi([]);
    renderApp('/gallery');
    // The first render also loads the lazy page module: allow it time.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gallery' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(allEntries()).getByText(messages.lists.noPets)).toBeVisible(),
    );
    expect(within(allEntries()).getByRole('link', { name: 'Add Your Pet' })).toHaveAttribute(
      'href',
      '/upload',
    );
    expect(screen.getByRole('link', { name: 'Add Pet' })).toHaveAttribute('href', '/upload');
    expect(screen.getByText('The winner gets a magazine feature')).toBeVisible();
  });

  it("shows 'No pets found' for a search from the URL, and Clear search brings all pets back", async () => {
    const fetchMock = petApi([makePet({ petName: 'Biscuit' }), makePet({ petName: 'Mochi' })]);
    const { user, router } = renderApp('/gallery?q=zebra');
    await findVisibleText(messages.lists.noPetsFound);
    expect(screen.getByRole('searchbox', { name: /search pets/i })).toHaveValue('zebra');
    expect(requestedPaths(fetchMock)).toContain('/api/pets?sort=recent&limit=20&q=zebra');

    await user.click(screen.getByRole('button', { name: messages.lists.clearSearch }));
    expect(await within(allEntries()).findByRole('link', { name: 'Biscuit' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: /search pets/i })).toHaveValue('');
  });

  it('searches after a pause in typing and keeps the search in the URL', async () => {
    const fetchMock = petApi([
      makePet({ petName: 'Biscuit', description: 'Loves the BEACH' }),
      makePet({ petName: 'Mochi' }),
    ]);
    const { user, router } = renderApp('/gallery');
    await within(allEntries()).findByRole('link', { name: 'Mochi' });
    await user.type(screen.getByRole('searchbox', { name: /search pets/i }), 'beach');
    await waitFor(() => expect(router.state.location.search).toBe('?q=beach'));
    await waitFor(() =>
      expect(within(allEntries()).queryByRole('link', { name: 'Mochi' })).not.toBeInTheDocument(),
    );
    expect(within(allEntries()).getByRole('link', { name: 'Biscuit' })).toBeVisible();
    // Debounced: one request for the whole word, none for its first letters.
    expect(requestedPaths(fetchMock).filter((path) => path.includes('q='))).toEqual([
      '/api/pets?sort=recent&limit=20&q=beach',
    ]);
  });

  it('marks the first top pet FEATURED and loads more entries on demand', async () => {
    const pets = Array.from({ length: 25 }, (_, index) =>
      makePet({ petName: `Pet #${index + 1}`, votesCount: index === 7 ? 99 : index }),
    );
    const { user } = (petApi(pets), renderApp('/gallery'));
    const featured = await within(topVoted()).findByText(messages.lists.badgeFeatured);
    expect(featured.closest('article')).toHaveTextContent('Pet #8');
    expect(within(topVoted()).getAllByRole('article')).toHaveLength(4);

    await waitFor(() => expect(within(allEntries()).getAllByRole('article')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(allEntries()).getAllByRole('article')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('switches All Entries to Popular, in the request and the URL', async () => {
    const fetchMock = petApi([makePet()]);
    const { user, router } = renderApp('/gallery');
    await within(allEntries()).findAllByRole('article');
    const toggle = within(allEntries()).getByRole('radiogroup', { name: 'Sort all entries' });
    expect(within(toggle).getByRole('radio', { name: 'Recent' })).toBeChecked();
    await user.click(within(toggle).getByRole('radio', { name: 'Popular' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=popular'));
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain('/api/pets?sort=popular&limit=20'),
    );
    expect(within(toggle).getByRole('radio', { name: 'Popular' })).toBeChecked();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    mockFetch(({ url }) => {
      if (fail && url.pathname === '/api/pets') {
        return json(500, { code: 'INTERNAL', message: 'Something went wrong on our side.' });
      }
      return json(200, { pets: [makePet({ petName: 'Biscuit' })], nextCursor: null });
    });
    const { user } = renderApp('/gallery');
    const retry = await within(allEntries()).findByRole(
      'button',
      { name: 'Try again' },
      { timeout: 4000 },
    );
    fail = false;
    await user.click(retry);
    expect(await within(allEntries()).findByRole('link', { name: 'Biscuit' })).toBeVisible();
  });
});
