import { messages, SWIPE_LABEL_PX } from '@pawprize/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePet } from '@/test/pets';
import { makeUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch-mock';
import { VOTE_GUIDE_TEXT, VOTE_GUIDE_TOUCH_TEXT } from '../hooks/use-deck-toasts';
import { makeVoter, renderVoting } from '@/test/votes';
import type { VotablePet } from '../types';
import { SwipeDeck } from './swipe-deck';

/**
 * The deck's own toaster: the guide and streak toasts and what each swipe did (on phones above the
 * deck's buttons, ADR 0128).
 */
const deckToasts = () => within(screen.getByRole('region', { name: /voting messages/i }));
const card = () => screen.getByTestId('swipe-card');
const topName = () => card().getAttribute('aria-label');

interface Server {
  queues: VotablePet[][];
  swipes: { petId: string; direction: string }[];
  voter: ReturnType<typeof makeVoter>;
  /** Answer to a right swipe (default: counted). */
  onRight?: () => Response;
}

function serve(server: Server) {
  let queueCalls = 0;
  const fetchMock = mockFetch(({ url, method, body }) => {
    if (url.pathname === '/api/votes/queue') {
      const pets = server.queues[Math.min(queueCalls, server.queues.length - 1)]!;
      queueCalls += 1;
      return json(200, { pets });
    }
    if (url.pathname === '/api/voter') return json(200, { voter: server.voter });
    if (url.pathname === '/api/swipes' && method === 'POST') {
      const swipe = body as { petId: string; direction: 'left' | 'right' };
      server.swipes.push(swipe);
      if (swipe.direction === 'left') return json(200, { stored: false });
      if (server.onRight) return server.onRight();
      return json(200, {
        stored: true,
        petId: swipe.petId,
        votesCount: 1,
        hasVoted: true,
        voter: server.voter,
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { fetchMock, queueCalls: () => queueCalls };
}

const pets = () => [
  makePet({ petName: 'Biscuit' }),
  makePet({ petName: 'Mochi' }),
  makePet({ petName: 'Pip' }),
];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

async function renderDeck(
  server: Server,
  options: { signedIn?: boolean; onCuteVote?: () => void } = {},
) {
  const api = serve(server);
  const app = renderVoting(<SwipeDeck onCuteVote={options.onCuteVote} />, {
    auth: options.signedIn === false ? {} : { user: makeUser() },
  });
  await screen.findByTestId('swipe-card');
  return { ...app, ...api };
}

describe('SwipeDeck', () => {
  it('swipes with the arrow keys: right is a cute vote, left is not as cute; the index advances after each', async () => {
    const server: Server = { queues: [pets()], swipes: [], voter: makeVoter() };
    const onCuteVote = vi.fn();
    const { user } = await renderDeck(server, { onCuteVote });
    expect(topName()).toBe('Biscuit');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await deckToasts().findByText(messages.vote.swipeCute)).toBeInTheDocument();
    await waitFor(() => expect(topName()).toBe('Mochi'));
    expect(server.swipes).toEqual([{ petId: server.queues[0]![0]!.id, direction: 'right' }]);
    expect(onCuteVote).toHaveBeenCalledOnce();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(await deckToasts().findByText(messages.vote.swipeNotCute)).toBeInTheDocument();
    await waitFor(() => expect(topName()).toBe('Pip'));
    expect(server.swipes.at(-1)).toEqual({ petId: server.queues[0]![1]!.id, direction: 'left' });
    expect(onCuteVote).toHaveBeenCalledOnce();
  });

  it("swipes with the 'Cute!' and 'Not as cute' buttons", async () => {
    const server: Server = { queues: [pets()], swipes: [], voter: makeVoter() };
    const { user } = await renderDeck(server);
    await user.click(screen.getByRole('button', { name: 'Not as cute' }));
    await waitFor(() => expect(topName()).toBe('Mochi'));
    await user.click(screen.getByRole('button', { name: 'Cute!' }));
    await waitFor(() => expect(topName()).toBe('Pip'));
    expect(server.swipes.map((swipe) => swipe.direction)).toEqual(['left', 'right']);
  });

  it('commits a drag past 100 px and springs back from a shorter one, showing the label past 50 px', async () => {
    const server: Server = { queues: [pets()], swipes: [], voter: makeVoter() };
    await renderDeck(server);
    const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };

    // 90 px: the CUTE! label shows (past 50 px) but the card springs back on release.
    fireEvent.pointerDown(card(), { ...pointer, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(card(), { ...pointer, clientX: 200 + SWIPE_LABEL_PX - 10 });
    expect(screen.queryByTestId('swipe-label')).toBeNull();
    fireEvent.pointerMove(card(), { ...pointer, clientX: 290 });
    expect(screen.getByTestId('swipe-label')).toHaveTextContent('CUTE!');
    expect(card().style.transform).toContain('translate3d(90px');
    fireEvent.pointerUp(card(), { ...pointer, clientX: 290 });
    expect(card().style.transform).toContain('translate3d(0px');
    expect(screen.queryByTestId('swipe-label')).toBeNull();
    expect(server.swipes).toEqual([]);
    expect(topName()).toBe('Biscuit');

    // 130 px to the left: NOPE, and a 'not as cute' swipe.
    fireEvent.pointerDown(card(), { ...pointer, clientX: 300 });
    fireEvent.pointerMove(card(), { ...pointer, clientX: 170 });
    expect(screen.getByTestId('swipe-label')).toHaveTextContent('NOPE');
    fireEvent.pointerUp(card(), { ...pointer, clientX: 170 });
    await waitFor(() => expect(topName()).toBe('Mochi'));
    expect(server.swipes).toEqual([{ petId: server.queues[0]![0]!.id, direction: 'left' }]);

    // A touch drag to the right: a cute vote.
    const touch = { pointerId: 7, pointerType: 'touch', button: 0 };
    fireEvent.pointerDown(card(), { ...touch, clientX: 100 });
    fireEvent.pointerMove(card(), { ...touch, clientX: 180 });
    fireEvent.pointerMove(card(), { ...touch, clientX: 220 });
    fireEvent.pointerUp(card(), { ...touch, clientX: 220 });
    await waitFor(() => expect(topName()).toBe('Pip'));
    expect(server.swipes.at(-1)!.direction).toBe('right');
  });

  it('keeps the card when the vote fails (the index advances only after success)', async () => {
    const server: Server = {
      queues: [pets()],
      swipes: [],
      voter: makeVoter(),
      onRight: () => json(500, { code: 'INTERNAL', message: 'boom' }),
    };
    const { user } = await renderDeck(server);
    await user.keyboard('{ArrowRight}');
    expect(await deckToasts().findByText(messages.vote.recordFailed)).toBeInTheDocument();
    expect(topName()).toBe('Biscuit');
    expect(screen.getByRole('button', { name: 'Cute!' })).toBeEnabled();
  });

  it('shows the daily-limit message and the share buttons when the allowance is used up', async () => {
    const server: Server = {
      queues: [pets()],
      swipes: [],
      voter: makeVoter(),
      onRight: () => {
        server.voter = makeVoter({ votesUsedToday: 20, votesLeft: 0 });
        return json(429, { code: 'DAILY_LIMIT_REACHED', message: messages.vote.dailyLimitReached });
      },
    };
    const { user } = await renderDeck(server);
    await user.click(screen.getByRole('button', { name: 'Cute!' }));
    expect(await deckToasts().findByText(messages.vote.dailyLimitReached)).toBeInTheDocument();
    const panel = await screen.findByRole('status', { name: messages.vote.dailyLimitReached });
    expect(within(panel).getByRole('link', { name: 'Share on Twitter' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Share on Instagram' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Share on TikTok' })).toBeVisible();
    expect(screen.getByTestId('votes-left-badge')).toHaveTextContent('0 votes left today');
    expect(topName()).toBe('Biscuit');
  });

  it("shows 'Voting Complete!' at the end; Vote Again refetches the queue and starts over", async () => {
    const first = pets().slice(0, 2);
    const second = [makePet({ petName: 'Comet' })];
    const server: Server = { queues: [first, second], swipes: [], voter: makeVoter() };
    const { user, queueCalls } = await renderDeck(server);
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(topName()).toBe('Mochi'));
    await user.keyboard('{ArrowLeft}');
    expect(
      await screen.findByRole('heading', { name: messages.vote.votingComplete }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upload Your Pet' })).toHaveAttribute(
      'href',
      '/upload',
    );
    expect(screen.getByRole('link', { name: 'View Top Pets' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(queueCalls()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Vote Again' }));
    await waitFor(() => expect(topName()).toBe('Comet'));
    expect(queueCalls()).toBe(2);
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });

  it("says 'No more pets to vote on.' for an empty queue and points to battles and captions, without the allowance or bonus votes", async () => {
    serve({
      queues: [[]],
      swipes: [],
      voter: makeVoter({
        votesLeft: 12,
        bonusVotesLeft: 3,
        streak: { currentStreak: 2, highestStreak: 2, lastVoteDate: '2024-03-05' },
      }),
    });
    renderVoting(<SwipeDeck />, { auth: { user: makeUser() } });
    expect(await screen.findByRole('heading', { name: messages.vote.noMorePets })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Play Pet Battles' })).toHaveAttribute(
      'href',
      '/battle',
    );
    expect(screen.getByRole('link', { name: 'Vote on Captions' })).toHaveAttribute(
      'href',
      '/captions',
    );
    // The streak stays; nothing to spend votes on, so no votes left and no bonus votes to earn.
    expect(await screen.findByTestId('streak-badge')).toHaveTextContent('2-day streak');
    expect(screen.queryByTestId('votes-left-badge')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Bonus votes' })).toBeNull();
    expect(screen.queryByText('Earn bonus votes')).toBeNull();
  });

  it('shows the votes left as one figure, the bonus votes a part of it', async () => {
    await renderDeck({
      queues: [pets()],
      swipes: [],
      voter: makeVoter({ votesUsedToday: 15, votesLeft: 8, bonusVotesLeft: 3 }),
    });
    expect(await screen.findByTestId('votes-left-badge')).toHaveTextContent(
      '5 daily + 3 bonus left',
    );
    expect(screen.queryByText(/\+3 bonus/)).toBeNull();
  });

  it('shows no votes left to a member whose email is not verified yet', async () => {
    const streak = { currentStreak: 1, highestStreak: 1, lastVoteDate: '2024-03-05' };
    serve({ queues: [pets()], swipes: [], voter: makeVoter({ streak }) });
    renderVoting(<SwipeDeck />, { auth: { user: makeUser({ emailVerified: false }) } });
    await screen.findByTestId('swipe-card');
    // The voter state has arrived (its streak shows), without the count.
    await screen.findByTestId('streak-badge');
    expect(screen.queryByTestId('votes-left-badge')).toBeNull();
  });

  it('leaves the arrow keys out of the guide on a touch screen', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('pointer: coarse'),
    })) as typeof window.matchMedia;
    try {
      await renderDeck({ queues: [pets()], swipes: [], voter: makeVoter() });
      expect(await deckToasts().findByText(VOTE_GUIDE_TOUCH_TEXT)).toBeInTheDocument();
      expect(screen.queryByText(VOTE_GUIDE_TEXT)).toBeNull();
      expect(VOTE_GUIDE_TOUCH_TEXT).not.toMatch(/key|←|→/);
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the swiping guide (and the streak toast, with a streak) on the first visit of a session', async () => {
    const server: Server = {
      queues: [pets()],
      swipes: [],
      voter: makeVoter({
        streak: { currentStreak: 4, highestStreak: 6, lastVoteDate: '2024-03-05' },
      }),
    };
    await renderDeck(server);
    expect(await deckToasts().findByText(VOTE_GUIDE_TEXT)).toBeInTheDocument();
    expect(await deckToasts().findByText(/4-day voting streak/)).toBeInTheDocument();
    expect(deckToasts().getAllByText(VOTE_GUIDE_TEXT)).toHaveLength(1);
    expect(sessionStorage.getItem('vote-guide-shown')).toBe('true');
    expect(sessionStorage.getItem('streak-toast-shown')).toBe('true');
    expect(screen.getByTestId('streak-badge')).toHaveTextContent('4-day streak');
  });

  it('does not show the guide or streak toasts again in the same session', async () => {
    sessionStorage.setItem('vote-guide-shown', 'true');
    sessionStorage.setItem('streak-toast-shown', 'true');
    const server: Server = {
      queues: [pets()],
      swipes: [],
      voter: makeVoter({
        streak: { currentStreak: 4, highestStreak: 6, lastVoteDate: '2024-03-05' },
      }),
    };
    await renderDeck(server);
    await screen.findByTestId('streak-badge');
    expect(screen.queryByText(VOTE_GUIDE_TEXT)).toBeNull();
    expect(screen.queryByText(/4-day voting streak/)).toBeNull();
  });

  it('shows no streak toast without a streak', async () => {
    await renderDeck({ queues: [pets()], swipes: [], voter: makeVoter() });
    await screen.findByTestId('votes-left-badge');
    expect(await deckToasts().findByText(VOTE_GUIDE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/-day voting streak/)).toBeNull();
    expect(sessionStorage.getItem('streak-toast-shown')).toBeNull();
  });

  it('remembers anonymous cute votes in localStorage (anonymousVotes)', async () => {
    const server: Server = {
      queues: [pets()],
      swipes: [],
      voter: makeVoter({ kind: 'visitor', dailyLimit: 10, votesLeft: 10, streak: null }),
    };
    const { user } = await renderDeck(server, { signedIn: false });
    const petId = server.queues[0]![0]!.id;
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(topName()).toBe('Mochi'));
    expect(JSON.parse(localStorage.getItem('anonymousVotes')!)).toEqual({ [petId]: true });
  });
});
