import { messages } from '@pawprize/shared';
import type { WinnersResponse } from '@pawprize/shared/schemas/winners';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { json, mockFetch, requestedPaths } from '@/test/fetch-mock';
import { WinnersBoard } from './components/winners-board';
import { findVisibleText } from '@/test/find-visible';

const PET = '0b8f3a52-4c1e-4d7a-9b2e-2f6a1c9d8e01';
const OTHER = '5d2c8e44-1a6b-4f3e-8c9d-7e0f1a2b3c4d';

const response = (overrides: Partial<WinnersResponse> = {}): WinnersResponse => ({
  winners: [
    {
      month: '2025-10',
      petId: PET,
      petName: 'Biscuit',
      imageUrl: '/uploads/winners/2025-10-a.webp',
      description: 'A golden retriever who loves naps.',
      votes: 42,
    },
    {
      month: '2025-09',
      petId: null,
      petName: 'Ghost',
      imageUrl: '/uploads/winners/2025-09-b.webp',
      description: null,
      votes: 7,
    },
  ],
  current: {
    month: '2025-11',
    endsAt: '2025-12-01T00:00:00.000Z',
    leader: { petId: OTHER, petName: 'Mochi', imageUrl: '/uploads/pets/m-800.webp', votes: 12 },
  },
  ...overrides,
});

function renderBoard() {
  const router = createMemoryRouter([{ path: '/', element: <WinnersBoard /> }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('WinnersBoard', () => {
  beforeEach(() => {
    // Only the clock: 18 days 19 hours 30 minutes before the round ends.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-12T04:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a card per winner with its badge, votes, description and details link', async () => {
    const fetchMock = mockFetch(() => json(200, response()));
    renderBoard();
    const cards = await screen.findAllByRole('article');
    expect(requestedPaths(fetchMock)).toEqual(['/api/winners']);
    expect(cards).toHaveLength(2);

    const october = within(cards[0]!);
    expect(october.getByText(messages.winners.badge('October', 2025))).toBeVisible();
    expect(october.getByRole('heading', { level: 3, name: 'Biscuit' })).toBeVisible();
    expect(october.getByText(messages.winners.wonWith(42))).toBeVisible();
    expect(october.getByText('A golden retriever who loves naps.')).toBeVisible();
    expect(october.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/gallery/${PET}`,
    );
    expect(cards[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/winners/2025-10-a.webp',
    );
    expect(cards[0]!.querySelector('img')!.closest('a')).toHaveAttribute('href', `/gallery/${PET}`);
  });

  it('keeps a deleted pet’s snapshot without a View Details link', async () => {
    mockFetch(() => json(200, response()));
    renderBoard();
    const ghost = (await screen.findAllByRole('article'))[1]!;
    expect(within(ghost).getByText('September 2025 Winner')).toBeVisible();
    expect(within(ghost).getByText('Won with 7 votes')).toBeVisible();
    expect(within(ghost).getByRole('img', { name: 'Ghost, the winner' })).toHaveAttribute(
      'src',
      '/uploads/winners/2025-09-b.webp',
    );
    expect(within(ghost).queryByRole('link')).toBeNull();
  });

  it('shows the current leader and the time left in the month', async () => {
    mockFetch(() => json(200, response()));
    renderBoard();
    const round = await screen.findByRole('region', { name: 'Who wins November?' });
    expect(within(round).getByText('18 days 19 hours left')).toBeVisible();
    expect(within(round).getByText(/November 2025 round/)).toBeVisible();
    expect(within(round).getByText('Mochi')).toBeVisible();
    expect(within(round).getByText('12 votes so far')).toBeVisible();
    expect(within(round).getByRole('link', { name: /Mochi/ })).toHaveAttribute(
      'href',
      `/gallery/${OTHER}`,
    );
    expect(within(round).getByRole('link', { name: 'Vote Now' })).toHaveAttribute('href', '/vote');
  });

  it('shows the empty state, and a round without entries yet', async () => {
    const current = { month: '2025-11', endsAt: '2025-11-12T06:00:00.000Z', leader: null };
    mockFetch(() => json(200, response({ winners: [], current })));
    renderBoard();
    await findVisibleText(messages.winners.empty);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No entries yet')).toBeVisible();
    expect(screen.getByText('1 hour 30 minutes left')).toBeVisible();
  });

  it('shows skeletons while loading, then an error with a retry', async () => {
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls <= 2
        ? json(500, { code: 'INTERNAL', message: 'Something broke' })
        : json(200, response());
    });
    renderBoard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the winners…');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("We couldn't load the winners.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
