import { messages } from '@pawprize/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { makePet } from '@/test/pets';
import { renderWithData } from '../test-render';
import { LeaderboardList } from './leaderboard-list';
import { findVisibleText } from '@/test/find-visible';

afterEach(() => vi.unstubAllGlobals());

describe('leaderboard', () => {
  it('ranks pets with medals for the first three', async () => {
    const pets = Array.from({ length: 4 }, (_, index) => ({
      ...makePet({ petName: `Pet ${index + 1}`, votesCount: 40 - index }),
      rank: index + 1,
    }));
    mockFetch(() => json(200, { pets }));
    renderWithData(<LeaderboardList />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Rank 1, Gold medal');
    expect(rows[0]).toHaveTextContent('40 votes');
    expect(rows[2]).toHaveTextContent('Rank 3, Bronze medal');
    expect(rows[3]).toHaveTextContent('Rank 4');
    expect(screen.getByRole('link', { name: /Pet 1/ })).toHaveAttribute(
      'href',
      `/gallery/${pets[0]!.id}`,
    );
  });

  it('shows an empty state', async () => {
    mockFetch(() => json(200, { pets: [] }));
    renderWithData(<LeaderboardList />);
    await findVisibleText(messages.lists.noPets);
  });
});
