import { BATTLE_MIN_FOR_RANKING, messages } from '@pawprize/shared';
import type { BattleRanking } from '@pawprize/shared/schemas/battles';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { rankLabel, votePercent, winChance, winChanceText } from './battle-rules';

beforeAll(async () => {
  await import('@/pages/leaderboard');
});
afterEach(() => vi.unstubAllGlobals());

function ranking(index: number, overrides: Partial<BattleRanking>): BattleRanking {
  return {
    rank: index + 1,
    petId: `0b8d3c1e-6a41-4f3c-8d2e-5f0a1b2c3d0${index}`,
    petName: `Pet ${index + 1}`,
    imageUrl: `/uploads/${index}.webp`,
    variants: [],
    placeholder: null,
    strength: 1,
    lower: 0.5,
    upper: 2,
    wins: 5,
    losses: 3,
    battles: 8,
    tied: false,
    ...overrides,
  };
}

function serve(body: unknown) {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/battles/rankings') return json(200, body);
    if (url.pathname === '/api/pets/leaderboard' || url.pathname.startsWith('/api/pets')) {
      return json(200, { pets: [] });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}

describe('/leaderboard battle rankings tab', () => {
  it('lists ranks with ties as "=3", W–L, battles and when they were computed', async () => {
    serve({
      computedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      rankings: [
        ranking(0, { strength: 4, lower: 3, upper: 6, wins: 9, losses: 1, battles: 10 }),
        ranking(1, { strength: 2, lower: 1.5, upper: 2.6 }),
        ranking(2, { rank: 3, strength: 1, lower: 0.7, upper: 1.4, tied: false }),
        ranking(3, { rank: 3, strength: 0.9, lower: 0.6, upper: 1.3, tied: true }),
      ],
    });
    const { user } = renderApp('/leaderboard');
    const tab = await screen.findByRole('tab', { name: messages.battle.rankingsTitle });
    expect(screen.getByRole('tab', { name: 'Top Votes' })).toHaveAttribute('aria-selected', 'true');
    expect(
      screen.getByRole('heading', { level: 2, name: 'The ten pets with the most votes' }),
    ).toBeVisible();
    await user.click(tab);
    const list = await screen.findByRole('list', { name: messages.battle.rankingsTitle });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Rank 1');
    expect(rows[0]).toHaveTextContent('Pet 1');
    expect(rows[0]).toHaveTextContent('9–1');
    expect(rows[0]).toHaveTextContent('10 battles');
    // 4 / (4 + 1) = 80 %; the interval's ends 3 and 6 give 75 % and 86 %.
    expect(rows[0]).toHaveTextContent('Beats a typical pet 80% of the time, likely 75–86%');
    expect(screen.getByRole('heading', { level: 2, name: 'Who wins head to head' })).toBeVisible();
    // The strength and its interval: one tap away.
    const details = within(rows[0]!).getByRole('button', {
      name: 'How sure? Strength and 95% interval of Pet 1',
    });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(within(rows[0]!).getByText(/Strength/)).not.toBeVisible();
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(rows[0]!).getByText('95% interval 3.00–6.00')).toBeVisible();
    expect(rows[0]).toHaveTextContent('Strength 4.00');
    expect(rows[3]).toHaveTextContent('Rank =3 (tied)');
    expect(rows[2]).not.toHaveTextContent('=3');
    expect(screen.getByText('Last computed 5 minutes ago')).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: 'Pet 2' })).toHaveAttribute(
      'href',
      '/gallery/0b8d3c1e-6a41-4f3c-8d2e-5f0a1b2c3d01',
    );
  });

  it('explains that pets need battles before they are ranked', async () => {
    serve({ computedAt: null, rankings: [] });
    const { user } = renderApp('/leaderboard');
    await user.click(await screen.findByRole('tab', { name: messages.battle.rankingsTitle }));
    expect(
      await screen.findByText(`Rankings appear once pets have ${BATTLE_MIN_FOR_RANKING} battles`),
    ).toBeVisible();
  });
});

describe('battle rules', () => {
  it('turns a strength into the chance of beating a typical pet (strength 1)', () => {
    expect(winChance(1)).toBe(50);
    expect(winChance(2.04)).toBe(67);
    expect(winChance(0)).toBe(0);
    expect(winChance(Number.NaN)).toBeNull();
    expect(winChanceText({ strength: 2.04, lower: 0.38, upper: 7.03 })).toEqual({
      chance: '67%',
      likely: 'likely 28–88%',
    });
  });

  it('labels tied ranks with "="', () => {
    expect(rankLabel({ rank: 3, tied: true })).toBe('=3');
    expect(rankLabel({ rank: 3, tied: false })).toBe('3');
  });

  it('rounds percentages and hides them before the vote', () => {
    const base = {
      id: 'x',
      pet1: {} as never,
      pet2: {} as never,
      userVoted: null,
    };
    expect(votePercent({ ...base, pet1Votes: 2, pet2Votes: 1, totalVotes: 3 }, 'pet1')).toBe(67);
    expect(votePercent({ ...base, pet1Votes: 0, pet2Votes: 1, totalVotes: 1 }, 'pet1')).toBeNull();
    expect(
      votePercent({ ...base, pet1Votes: null, pet2Votes: null, totalVotes: null }, 'pet2'),
    ).toBeNull();
  });
});
