import type { Contest, ContestEntry } from '@pawprize/shared/schemas/contests';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest } from '@/test/contests';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

function entry(n: number, contest: Contest, votes: number | null): ContestEntry {
  return {
    id: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
    categoryId: contest.categories[0]!.id,
    petId: `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`,
    petName: ['Biscuit', 'Pepper'][n - 1]!,
    imageUrl: `/uploads/pets/u/${n}-400.webp`,
    width: 400,
    height: 400,
    placeholder: null,
    variants: [{ width: 400, url: `/uploads/pets/u/${n}-400.webp` }],
    owner: { username: 'rosa' },
    votes,
    enteredAt: '2026-12-07T10:00:00.000Z',
  };
}

/** The leaderboard's answers with `open` contests; entries per contest slug. */
function leaderboardApi(open: Contest[], countsShown = true) {
  const asked: string[] = [];
  mockFetch((request) => {
    const path = request.url.pathname;
    asked.push(`${path}${request.url.search}`);
    if (path === '/api/contests') return json(200, { open, upcoming: [], past: [] });
    if (path === '/api/leaderboard') return json(200, { pets: [] });
    const contest = open.find((c) => path.startsWith(`/api/contests/${c.slug}`));
    if (contest && path.endsWith('/entries')) {
      return json(200, {
        entries: [
          entry(1, contest, countsShown ? 5 : null),
          entry(2, contest, countsShown ? 2 : null),
        ],
        countsShown,
        nextPage: null,
      });
    }
    if (contest) return json(200, { contest });
    return json(200, {});
  });
  return asked;
}

describe('the leaderboard’s contest switcher', { timeout: 20_000 }, () => {
  it('switches from the month’s race to an open contest’s standings, by votes, and back', async () => {
    const contest = makeContest({ title: 'Sleepiest Dog', phase: 'voting_open', votingOpen: true });
    const asked = leaderboardApi([contest]);
    const { user, router } = renderApp('/leaderboard');

    const board = await screen.findByLabelText('Standings of');
    expect(board).toHaveValue('');
    await user.selectOptions(board, 'Sleepiest Dog');
    await waitFor(() => expect(router.state.location.search).toBe(`?contest=${contest.slug}`));
    const standings = await screen.findByRole('list', { name: 'Standings of Sleepiest Dog' });
    const rows = within(standings).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1Biscuit');
    expect(rows[0]).toHaveTextContent('5 votes');
    expect(rows[1]).toHaveTextContent('2Pepper');
    expect(asked).toContain(`/api/contests/${contest.slug}/entries?sort=votes&page=1`);
    expect(screen.queryByRole('tab', { name: 'Top Votes' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Standings of'), 'This month’s race');
    expect(await screen.findByRole('tab', { name: 'Top Votes' })).toBeVisible();
  });

  it('says counts are hidden and shows no places while the contest hides them', async () => {
    const contest = makeContest({ title: 'Secret Naps', hideCountsDuringVoting: true });
    leaderboardApi([contest], false);
    renderApp(`/leaderboard?contest=${contest.slug}`);
    const standings = await screen.findByRole('list', { name: 'Standings of Secret Naps' });
    expect(within(standings).queryByText(/votes?$/)).toBeNull();
    expect(screen.getByText(/Vote counts are hidden until the results are out/)).toBeVisible();
  });

  it('shows no switcher while no contest is open', async () => {
    const asked = leaderboardApi([]);
    renderApp('/leaderboard');
    expect(await screen.findByRole('tab', { name: 'Top Votes' })).toBeVisible();
    await waitFor(() => expect(asked).toContain('/api/contests'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByLabelText('Standings of')).toBeNull();
  });
});
