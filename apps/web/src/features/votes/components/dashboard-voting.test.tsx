import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePet } from '@/test/pets';
import { makeUser } from '@/test/auth';
import { json, mockFetch, requestedPaths } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeVoter } from '@/test/votes';
import type { VoterState } from '../types';
import { findVisibleText } from '@/test/find-visible';

// Load the lazy page module up front, so the first test does not race its import.
beforeAll(async () => {
  await import('@/pages/dashboard');
});
afterEach(() => vi.unstubAllGlobals());

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

function serve(voter: VoterState, routes: Record<string, () => Response> = {}) {
  return mockFetch(({ url, method }) => {
    const route = routes[`${method} ${url.pathname}${url.search}`];
    if (route) return route();
    if (url.pathname === '/api/voter') return json(200, { voter });
    if (url.pathname === '/api/me/pets') return json(200, { pets: [], nextCursor: null });
    if (url.pathname === '/api/me/votes') return json(200, { votes: [], nextCursor: null });
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('dashboard: voting streak', () => {
  it("shows the streak badge, 'Highest streak: N days' and the last vote date as 'MMM d, yyyy'", async () => {
    serve(
      makeVoter({ streak: { currentStreak: 4, highestStreak: 6, lastVoteDate: '2024-03-05' } }),
    );
    renderApp('/dashboard', { user: makeUser() });
    const header = within(await screen.findByRole('region', { name: 'Your profile' }));
    expect(await header.findByTestId('streak-badge')).toHaveTextContent('4-day streak');
    expect(header.getByText(messages.profile.highestStreak(6))).toBeInTheDocument();

    const card = within(screen.getByRole('region', { name: 'Voting streak' }));
    expect(card.getByText('Mar 5, 2024')).toHaveAttribute('datetime', '2024-03-05');
    expect(card.getByText('4')).toBeInTheDocument();
    expect(card.getByText('6 days')).toBeInTheDocument();
  });

  it('has no badge at 0 and no highest streak at 1; the card says there is no vote yet', async () => {
    serve(makeVoter({ streak: { currentStreak: 0, highestStreak: 1, lastVoteDate: null } }));
    renderApp('/dashboard', { user: makeUser() });
    const card = within(await screen.findByRole('region', { name: 'Voting streak' }));
    expect(await card.findByText('Not yet')).toBeInTheDocument();
    expect(screen.queryByTestId('streak-badge')).toBeNull();
    expect(screen.queryByText(/Highest streak/)).toBeNull();
  });
});

describe('dashboard: My Votes', () => {
  it('lists recent votes with when, unvotes one, and loads more', async () => {
    const biscuit = makePet({ petName: 'Biscuit', votesCount: 3, hasVoted: true });
    const mochi = makePet({ petName: 'Mochi', votesCount: 8, hasVoted: true });
    const pip = makePet({ petName: 'Pip', hasVoted: true });
    const minutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    let removed = false;
    const fetchMock = serve(makeVoter(), {
      'GET /api/me/votes': () =>
        json(200, {
          votes: [
            ...(removed ? [] : [{ pet: biscuit, votedAt: minutesAgo }]),
            { pet: mochi, votedAt: '2024-01-02T10:00:00.000Z' },
          ],
          nextCursor: 'page-2',
        }),
      'GET /api/me/votes?cursor=page-2': () =>
        json(200, { votes: [{ pet: pip, votedAt: '2024-01-01T10:00:00.000Z' }], nextCursor: null }),
      [`DELETE /api/pets/${biscuit.id}/vote`]: () => {
        removed = true;
        return json(200, { petId: biscuit.id, votesCount: 2, hasVoted: false, voter: makeVoter() });
      },
    });
    const { user } = renderApp('/dashboard', { user: makeUser() });
    await user.click(await screen.findByRole('tab', { name: 'My Votes' }));
    const list = () => within(screen.getByRole('list', { name: 'Your recent votes' }));
    expect(await screen.findByRole('link', { name: 'Biscuit' })).toHaveAttribute(
      'href',
      `/gallery/${biscuit.id}`,
    );
    expect(list().getByText('5 minutes ago')).toHaveAttribute('datetime', minutesAgo);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Pip' })).toBeInTheDocument();

    await user.click(list().getByRole('button', { name: 'Unvote Biscuit' }));
    expect(await toasts().findByText(messages.vote.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Biscuit' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Mochi' })).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/api/me/votes?cursor=page-2');
  });

  it("shows 'Your recent votes will appear here.' with no votes", async () => {
    serve(makeVoter());
    const { user } = renderApp('/dashboard', { user: makeUser() });
    await user.click(await screen.findByRole('tab', { name: 'My Votes' }));
    await findVisibleText(messages.dashboard.myVotesEmpty);
  });
});
