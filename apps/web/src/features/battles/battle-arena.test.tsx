import { messages } from '@pawprize/shared';
import type { BattlePet, BattleView } from '@pawprize/shared/schemas/battles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type FetchHandler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { findVisibleText } from '@/test/find-visible';

beforeAll(async () => {
  await import('@/pages/battle');
});
afterEach(() => vi.unstubAllGlobals());

const BATTLE_ID = '7a0c3b52-1f1e-4c57-9d1a-0f6a3c5b9e01';

function makeBattlePet(id: string, name: string): BattlePet {
  return {
    id,
    name,
    imageUrl: `/uploads/${name}.webp`,
    variants: [],
    placeholder: '#aabbcc',
    width: 800,
    height: 800,
    likes: 3,
    username: messages.battle.ownerPlaceholder,
  };
}

const left = makeBattlePet('0b8d3c1e-6a41-4f3c-8d2e-5f0a1b2c3d01', 'Mochi');
const right = makeBattlePet('0b8d3c1e-6a41-4f3c-8d2e-5f0a1b2c3d02', 'Biscuit');

function makeBattle(overrides: Partial<BattleView> = {}): BattleView {
  return {
    id: BATTLE_ID,
    pet1: left,
    pet2: right,
    pet1Votes: null,
    pet2Votes: null,
    totalVotes: null,
    userVoted: null,
    ...overrides,
  };
}

/** Serves the battle API; anything else (the app shell's calls) gets a 404. */
function serve(routes: Partial<Record<string, FetchHandler>>) {
  return mockFetch(async (request) => {
    const handler = routes[`${request.method} ${request.url.pathname}`];
    if (handler) return handler(request);
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
const cardOf = (name: string) => screen.getByRole('article', { name });

describe('/battle', () => {
  it('shows the pair blind, then percentages and YOUR VOTE after the vote', async () => {
    const fetchMock = serve({
      'GET /api/battles/current': () => json(200, { battle: makeBattle() }),
      [`POST /api/battles/${BATTLE_ID}/votes`]: () =>
        json(200, {
          battle: makeBattle({ pet1Votes: 3, pet2Votes: 1, totalVotes: 4, userVoted: left.id }),
        }),
    });
    const { user } = renderApp('/battle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pet Battle Mode' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mochi' })).toBeVisible();
    expect(within(cardOf('Mochi')).getByText(messages.battle.ownerPlaceholder)).toBeVisible();
    // Blind: no percentages, no total, no Next Battle.
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Total votes in this battle/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.battle.next })).not.toBeInTheDocument();

    await user.click(within(cardOf('Mochi')).getByRole('button', { name: /Cuter!/ }));

    await findVisibleText(messages.battle.totalVotes(4));
    expect(within(cardOf('Mochi')).getByText('75%')).toBeVisible();
    expect(within(cardOf('Biscuit')).getByText('25%')).toBeVisible();
    expect(within(cardOf('Mochi')).getByText(messages.battle.yourVote)).toBeVisible();
    expect(within(cardOf('Biscuit')).queryByText(messages.battle.yourVote)).toBeNull();
    expect(screen.getByRole('button', { name: messages.battle.next })).toBeVisible();
    expect(await toasts().findByText(messages.battle.voteCast)).toBeVisible();
    const vote = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/votes'));
    expect(JSON.parse(String(vote?.[1]?.body))).toEqual({ petId: left.id });
  });

  it('votes with a tap on the photo, or Enter on it, like Cuter!', async () => {
    const bodies: unknown[] = [];
    serve({
      'GET /api/battles/current': () => json(200, { battle: makeBattle() }),
      [`POST /api/battles/${BATTLE_ID}/votes`]: ({ body }) => {
        bodies.push(body);
        return json(200, {
          battle: makeBattle({ pet1Votes: 1, pet2Votes: 2, totalVotes: 3, userVoted: right.id }),
        });
      },
    });
    const { user } = renderApp('/battle');
    await screen.findByRole('heading', { level: 2, name: 'Biscuit' });
    const photo = within(cardOf('Biscuit')).getByRole('button', { name: 'Vote for Biscuit' });
    photo.focus();
    await user.keyboard('{Enter}');
    await findVisibleText(messages.battle.totalVotes(3));
    expect(bodies).toEqual([{ petId: right.id }]);
    expect(within(cardOf('Biscuit')).getByText(messages.battle.yourVote)).toBeVisible();
    expect(
      within(cardOf('Biscuit')).getByRole('button', { name: `${messages.battle.cuter} Biscuit` }),
    ).toHaveAttribute('aria-pressed', 'true');
    // Voted: the photos are aria-disabled and a second tap sends nothing.
    const other = within(cardOf('Mochi')).getByRole('button', { name: 'Vote for Mochi' });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    await user.click(other);
    expect(bodies).toHaveLength(1);
  });

  it('opens the AI compliment in a dialog, and gives the focus back when it closes', async () => {
    serve({
      'GET /api/battles/current': () => json(200, { battle: makeBattle() }),
      'POST /api/ai/compliment': () => json(200, { compliment: 'Mochi could charm a cactus.' }),
    });
    const { user } = renderApp('/battle');
    await screen.findByRole('heading', { level: 2, name: 'Mochi' });
    const button = within(cardOf('Mochi')).getByRole('button', { name: messages.compliment.get });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'An AI compliment for Mochi' });
    expect(await within(dialog).findByText('Mochi could charm a cactus.')).toBeVisible();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // Escape in the dialog was the dialog's: still blind, nothing voted.
    expect(screen.queryByText(messages.battle.yourVote)).toBeNull();
  });

  it("shows 'No votes yet' for a side without votes", async () => {
    serve({
      'GET /api/battles/current': () =>
        json(200, {
          battle: makeBattle({ pet1Votes: 0, pet2Votes: 2, totalVotes: 2, userVoted: right.id }),
        }),
    });
    renderApp('/battle');
    await findVisibleText(messages.battle.totalVotes(2));
    expect(within(cardOf('Mochi')).getByText(messages.battle.noVotesYet)).toBeVisible();
    expect(within(cardOf('Biscuit')).getByText('100%')).toBeVisible();
  });

  it('resets the voted state when the vote fails', async () => {
    serve({
      'GET /api/battles/current': () => json(200, { battle: makeBattle() }),
      [`POST /api/battles/${BATTLE_ID}/votes`]: () =>
        json(500, { error: { code: 'INTERNAL', message: 'Boom' } }),
    });
    const { user } = renderApp('/battle');
    const cuter = within(await screen.findByRole('article', { name: 'Mochi' })).getByRole(
      'button',
      { name: /Cuter!/ },
    );
    await user.click(cuter);
    expect(await toasts().findByText(messages.battle.voteFailed)).toBeVisible();
    await waitFor(() => expect(cuter).toBeEnabled());
    expect(screen.queryByText(messages.battle.yourVote)).not.toBeInTheDocument();
    expect(within(cardOf('Biscuit')).getByRole('button', { name: /Cuter!/ })).toBeEnabled();
  });

  it("offers 'Create New Battle' when there is none", async () => {
    let created = false;
    serve({
      'GET /api/battles/current': () => json(200, { battle: null }),
      'POST /api/battles/next': () => {
        created = true;
        return json(200, { battle: makeBattle() });
      },
    });
    const { user } = renderApp('/battle');
    await findVisibleText(messages.battle.noBattle);
    await user.click(screen.getByRole('button', { name: messages.battle.createNew }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Biscuit' })).toBeVisible();
    expect(created).toBe(true);
  });

  it("says 'Not enough pets to create a battle' when the server has too few", async () => {
    serve({
      'GET /api/battles/current': () => json(200, { battle: null }),
      'POST /api/battles/next': () =>
        json(409, { error: { code: 'CONFLICT', message: messages.battle.notEnoughPets } }),
    });
    const { user } = renderApp('/battle');
    await user.click(await screen.findByRole('button', { name: messages.battle.createNew }));
    expect(await toasts().findByText(messages.battle.notEnoughPets)).toBeVisible();
    expect(screen.getByText(messages.battle.noBattle)).toBeVisible();
  });

  it('shows the loading text first', async () => {
    serve({ 'GET /api/battles/current': () => new Promise<Response>(() => {}) });
    renderApp('/battle');
    await findVisibleText(messages.battle.loading);
  });

  it('picks with the arrow keys and goes on with Enter', async () => {
    const second = makeBattle({
      id: '7a0c3b52-1f1e-4c57-9d1a-0f6a3c5b9e02',
      pet1: makeBattlePet('0b8d3c1e-6a41-4f3c-8d2e-5f0a1b2c3d03', 'Pepper'),
    });
    const votes: unknown[] = [];
    serve({
      'GET /api/battles/current': () => json(200, { battle: makeBattle() }),
      [`POST /api/battles/${BATTLE_ID}/votes`]: ({ body }) => {
        votes.push(body);
        return json(200, {
          battle: makeBattle({ pet1Votes: 1, pet2Votes: 1, totalVotes: 2, userVoted: right.id }),
        });
      },
      'POST /api/battles/next': () => json(200, { battle: second }),
    });
    renderApp('/battle');
    await screen.findByRole('heading', { level: 2, name: 'Mochi' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await findVisibleText(messages.battle.totalVotes(2));
    expect(votes).toEqual([{ petId: right.id }]);
    expect(within(cardOf('Biscuit')).getByText(messages.battle.yourVote)).toBeVisible();
    // Already voted: another arrow does nothing.
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Pepper' })).toBeVisible();
    expect(votes).toHaveLength(1);
    expect(screen.queryByText(messages.battle.yourVote)).not.toBeInTheDocument();
  });

  it('picks the left pet with ArrowLeft', async () => {
    const votes: unknown[] = [];
    serve({
      'GET /api/battles/current': () => json(200, { battle: makeBattle() }),
      [`POST /api/battles/${BATTLE_ID}/votes`]: ({ body }) => {
        votes.push(body);
        return json(200, {
          battle: makeBattle({ pet1Votes: 1, pet2Votes: 0, totalVotes: 1, userVoted: left.id }),
        });
      },
    });
    renderApp('/battle');
    await screen.findByRole('heading', { level: 2, name: 'Mochi' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await within(cardOf('Mochi')).findByText(messages.battle.yourVote)).toBeVisible();
    expect(votes).toEqual([{ petId: left.id }]);
  });
});
