import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import type { FetchHandler } from '@/test/fetch-mock';
import { makeCaption, makeContest } from '@/test/captions';
import type { CaptionContest } from './types';
import { findVisibleText } from '@/test/find-visible';

afterEach(() => vi.unstubAllGlobals());

const captionList = () => screen.getByRole('list', { name: 'Captions' });
const voteButtons = () => within(captionList()).getAllByRole('button');

/** The API for one contest; `onVote` answers POST …/votes. */
function contestApi(contest: CaptionContest, onVote?: FetchHandler) {
  return mockFetch((request) => {
    const { url, method } = request;
    if (url.pathname === `/api/captions/${contest.shareId}` && method === 'GET') {
      return json(200, { contest });
    }
    if (url.pathname === `/api/captions/${contest.shareId}/votes` && onVote) return onVote(request);
    return json(404, { code: 'NOT_FOUND', message: messages.captionContest.notFound });
  });
}

async function openContest(contest: CaptionContest, signedIn = true) {
  const result = renderApp(`/captions/${contest.shareId}`, signedIn ? { user: makeUser() } : {});
  await screen.findByRole('heading', { level: 1, name: contest.petName }, { timeout: 5000 });
  return result;
}

describe('caption contest page', { timeout: 15_000 }, () => {
  it('shows the photo, name, breed, captions with votes, and a back link; title is the pet', async () => {
    const contest = makeContest({ petName: 'Waffles', breed: 'Corgi' });
    contestApi(contest);
    await openContest(contest);
    await waitFor(() => expect(document.title).toBe('Waffles · PawPrize'));
    expect(screen.getByText('Corgi')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Waffles, the pet' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('1600w'),
    );
    expect(within(captionList()).getAllByRole('listitem')).toHaveLength(5);
    expect(within(captionList()).getAllByText('0 votes')).toHaveLength(5);
    expect(screen.getByRole('link', { name: messages.pages.backToGallery })).toHaveAttribute(
      'href',
      '/gallery',
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("votes: toasts, shows 'Voted!' on the choice and disables every vote button", async () => {
    const contest = makeContest();
    const chosen = contest.captions[1]!;
    const bodies: unknown[] = [];
    contestApi(contest, ({ body }) => {
      bodies.push(body);
      const captions = contest.captions.map((c) => (c.id === chosen.id ? { ...c, votes: 1 } : c));
      return json(200, {
        contest: { ...contest, captions, totalVotes: 1, myVoteCaptionId: chosen.id },
      });
    });
    const { user } = await openContest(contest);
    expect(voteButtons().every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);

    await user.click(screen.getByRole('button', { name: `Vote for “${chosen.caption}”` }));
    await findVisibleText(messages.captionContest.voteCounted);
    expect(bodies).toEqual([{ captionId: chosen.id }]);
    const voted = await screen.findByRole('button', { name: messages.captionContest.voted });
    expect(voted).toBeDisabled();
    expect(voteButtons()).toHaveLength(5);
    for (const button of voteButtons()) expect(button).toBeDisabled();
    expect(within(captionList()).getByText('1 vote')).toBeVisible();
  });

  it('arrives with the vote already cast when the viewer voted before', async () => {
    const contest = makeContest();
    contestApi({ ...contest, myVoteCaptionId: contest.captions[2]!.id });
    await openContest(contest);
    for (const button of voteButtons()) expect(button).toBeDisabled();
    const voted = screen.getByRole('button', { name: messages.captionContest.voted });
    expect(voted.closest('li')).toHaveTextContent(contest.captions[2]!.caption);
  });

  it("toasts 'You have already voted' on a second vote from elsewhere", async () => {
    const contest = makeContest();
    contestApi(contest, () =>
      json(409, { code: 'ALREADY_VOTED', message: messages.captionContest.alreadyVoted }),
    );
    const { user } = await openContest(contest);
    await user.click(voteButtons()[0]!);
    await findVisibleText(messages.captionContest.alreadyVoted);
  });

  it('toasts the fallback when the vote fails on the server', async () => {
    const contest = makeContest();
    contestApi(contest, () => json(500, { code: 'INTERNAL', message: 'boom' }));
    const { user } = await openContest(contest);
    await user.click(voteButtons()[0]!);
    await findVisibleText(messages.captionContest.voteFailed);
    await waitFor(() => expect(voteButtons()[0]).toBeEnabled());
  });

  it('asks a visitor to log in instead of voting', async () => {
    const contest = makeContest();
    const onVote = vi.fn(() => json(200, { contest }));
    contestApi(contest, onVote);
    const { user } = await openContest(contest, false);
    await user.click(voteButtons()[0]!);
    await findVisibleText(messages.captionContest.loginRequired);
    expect(onVote).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/captions/${contest.shareId}`)}`,
    );
  });

  it('highlights the winner caption with a trophy and a Winner label', async () => {
    const captions = [
      makeCaption({ caption: 'The winning joke', votes: 4 }),
      makeCaption({ caption: 'A close second', votes: 1 }),
    ];
    const contest = makeContest({ captions, totalVotes: 5, winnerCaptionId: captions[0]!.id });
    contestApi(contest);
    await openContest(contest);
    const items = within(captionList()).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Winner')).toBeVisible();
    expect(items[0]!.querySelector('svg.lucide-trophy')).not.toBeNull();
    expect(items[1]!.querySelector('svg.lucide-trophy')).toBeNull();
    expect(within(items[1]!).queryByText('Winner')).toBeNull();
    // The winning caption is also printed under the photo.
    expect(screen.getByRole('figure')).toHaveTextContent('The winning joke');
  });

  it('counts down the votes until a winner is crowned', async () => {
    const captions = [makeCaption({ votes: 2 }), makeCaption({ votes: 1 })];
    const contest = makeContest({ captions, totalVotes: 3 });
    contestApi(contest);
    await openContest(contest);
    expect(screen.getByText('2 more votes')).toBeVisible();
  });

  it("shows 'Caption Contest Not Found' with a way home for an unknown contest", async () => {
    mockFetch(() => json(404, { code: 'NOT_FOUND', message: messages.captionContest.notFound }));
    renderApp('/captions/AbCdEfGhIjK');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: messages.captionContest.notFound },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: messages.captionContest.goHome })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() =>
      expect(document.title).toBe(`${messages.captionContest.notFound} · PawPrize`),
    );
  });

  it('adds the viewer’s own caption, once', async () => {
    const contest = makeContest();
    const mine = makeCaption({
      caption: 'Hello from the couch',
      isMine: true,
      isUserCaption: true,
    });
    const bodies: unknown[] = [];
    mockFetch(({ url, method, body }) => {
      if (method === 'GET') return json(200, { contest });
      if (url.pathname.endsWith('/captions')) {
        bodies.push(body);
        return json(201, { contest: { ...contest, captions: [...contest.captions, mine] } });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    });
    const { user } = await openContest(contest);
    const field = screen.getByLabelText('Add your own caption');
    await user.type(field, 'Hello from the couch');
    expect(screen.getByText('20/140')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add caption' }));
    await findVisibleText(messages.captionContest.captionAdded);
    expect(bodies).toEqual([{ caption: 'Hello from the couch' }]);
    expect(screen.getByText('Your caption')).toBeVisible();
    // Nobody votes for a caption they wrote (ADR 0110): no vote button on it.
    expect(
      screen.queryByRole('button', { name: 'Vote for “Hello from the couch”' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add your own caption')).not.toBeInTheDocument();
  });

  it('shows the 409 message when the viewer already added a caption elsewhere', async () => {
    const contest = makeContest();
    mockFetch(({ method }) =>
      method === 'GET'
        ? json(200, { contest })
        : json(409, { code: 'CONFLICT', message: messages.captionContest.alreadyCaptioned }),
    );
    const { user } = await openContest(contest);
    await user.type(screen.getByLabelText('Add your own caption'), 'Another one');
    await user.click(screen.getByRole('button', { name: 'Add caption' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Add your own caption')).toHaveAccessibleDescription(
        messages.captionContest.alreadyCaptioned,
      ),
    );
  });

  it('lets the owner delete the contest after confirming', async () => {
    const contest = makeContest({ isOwner: true });
    const deleted: string[] = [];
    mockFetch(({ url, method }) => {
      if (method === 'DELETE') {
        deleted.push(url.pathname);
        return new Response(null, { status: 204 });
      }
      if (url.pathname === `/api/captions/${contest.shareId}`) return json(200, { contest });
      return json(200, { contests: [], pets: [], nextCursor: null, products: [] });
    });
    const { user, router } = await openContest(contest);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete contest' }));
    await findVisibleText(messages.captionContest.deleted);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deleted).toEqual([`/api/captions/${contest.shareId}`]);
  });

  it('copies the link from the Share menu and offers a tweet in a new tab', async () => {
    const contest = makeContest();
    contestApi(contest);
    const { user } = await openContest(contest);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const tweet = await screen.findByRole('menuitem', { name: /Share on X/ });
    expect(tweet).toHaveAttribute('target', '_blank');
    expect(tweet.getAttribute('rel')).toContain('noopener');
    expect(tweet.getAttribute('href')).toContain('https://twitter.com/intent/tweet?');
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/captions/${contest.shareId}`);
    await findVisibleText('Link copied to clipboard!');
  });
});
