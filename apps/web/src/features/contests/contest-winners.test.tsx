import type { ContestPlace, ContestWinnersList } from '@pawprize/shared/schemas/contests';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const monthly = {
  winners: [],
  current: { month: '2026-12', endsAt: '2027-01-01T00:00:00.000Z', leader: null },
};

const place = (petName: string, figure: number): ContestPlace => ({
  place: 1,
  entryId: null,
  petId: null,
  petName,
  imageUrl: `/uploads/contests/results/${petName}.webp`,
  figure,
  figureLow: null,
  figureHigh: null,
  tieBreak: null,
});

const finished: ContestWinnersList = {
  contests: [
    {
      slug: 'sleepiest-dog',
      title: 'Sleepiest Dog',
      theme: 'Naps and snores',
      coverUrl: null,
      timeZone: 'Europe/Berlin',
      votingCloseAt: '2026-11-30T17:00:00.000Z',
      resultsPublishedAt: '2026-12-01T09:00:00.000Z',
      resultsMethod: 'most_votes',
      categories: [
        {
          categoryId: '00000000-0000-4000-a000-000000000001',
          name: 'Big dogs',
          prize: 'A year of treats',
          winner: place('Biscuit', 42),
        },
        {
          categoryId: '00000000-0000-4000-a000-000000000002',
          name: 'Small dogs',
          prize: null,
          winner: null,
        },
      ],
      overall: place('Biscuit', 42),
    },
  ],
};

function winnersApi(contests: ContestWinnersList) {
  mockFetch((request) => {
    if (request.url.pathname === '/api/winners') return json(200, monthly);
    if (request.url.pathname === '/api/contest-results') return json(200, contests);
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('finished contests on /winners', { timeout: 20_000 }, () => {
  it('lists each finished contest with its category winners and a link to its results', async () => {
    winnersApi(finished);
    renderApp('/winners');
    const section = await screen.findByRole('region', { name: 'Contest results' });
    const card = within(section).getByRole('article', { name: 'Sleepiest Dog' });
    const winners = within(card).getByRole('list', { name: 'Winners of Sleepiest Dog' });
    const [big, small] = within(winners).getAllByRole('listitem');
    expect(big).toHaveTextContent('Big dogs');
    expect(big).toHaveTextContent('Biscuit');
    expect(big).toHaveTextContent('42 votes · A year of treats');
    expect(small).toHaveTextContent('No winner: no entry stood.');
    expect(within(card).getByText(/Closed .+ \(Berlin time\) · Naps and snores/)).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'All places and prizes of Sleepiest Dog' }),
    ).toHaveAttribute('href', '/contests/sleepiest-dog');
    // The monthly board is still there beside it.
    expect(screen.getByRole('heading', { name: 'Hall of fame' })).toBeVisible();
  });

  it('shows nothing of contests while none has finished', async () => {
    winnersApi({ contests: [] });
    renderApp('/winners');
    await screen.findByRole('heading', { name: 'Hall of fame' });
    expect(screen.queryByRole('region', { name: 'Contest results' })).toBeNull();
  });
});
