import { messages } from '@pawprize/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { makeUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch-mock';
import { viewerOf, voteKeys } from '../api/keys';
import { useReferralVisit } from '../hooks/use-referral-visit';
import { alreadyCreditedMessage } from '../hooks/use-share';
import { makeVoter, renderVoting } from '@/test/votes';
import { ShareButtons } from './share-buttons';
import { VoterBadges } from './voter-badges';

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
const pet = { id: '00000000-0000-4000-8000-0000000000aa', petName: 'Biscuit' };
const petUrl = `${window.location.origin}/gallery/${pet.id}`;

/** jsdom cannot open new tabs: stop the link's default action after React has seen the click. */
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  vi.unstubAllGlobals();
});

function shareServer(answer: () => Response) {
  const bodies: unknown[] = [];
  const fetchMock = mockFetch(({ url, body }) => {
    if (url.pathname === '/api/voter') return json(200, { voter: makeVoter() });
    if (url.pathname !== '/api/shares') return json(404, {});
    bodies.push(body);
    return answer();
  });
  return { fetchMock, bodies };
}

const credited = (credit: boolean) => () =>
  json(200, { credited: credit, voter: makeVoter({ bonusVotesLeft: credit ? 3 : 0 }) });

describe('ShareButtons', () => {
  it('Instagram copies the pet link, records the share and thanks for the 3 extra votes', async () => {
    const { bodies } = shareServer(credited(true));
    const { user } = renderVoting(<ShareButtons pet={pet} />, { auth: { user: makeUser() } });
    await user.click(screen.getByRole('button', { name: 'Share on Instagram' }));
    expect(await toasts().findByText(messages.share.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(petUrl);
    expect(await toasts().findByText(messages.share.success)).toBeInTheDocument();
    expect(bodies).toEqual([{ platform: 'instagram', petId: pet.id }]);
  });

  it('Twitter opens a tweet intent with the pet link in a new tab and records the share', async () => {
    const { bodies } = shareServer(credited(true));
    const { user } = renderVoting(<ShareButtons pet={pet} />, { auth: { user: makeUser() } });
    const link = screen.getByRole('link', { name: 'Share on Twitter' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://twitter.com/intent/tweet');
    expect(href.searchParams.get('url')).toBe(petUrl);
    expect(href.searchParams.get('text')).toContain('Biscuit');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await user.click(link);
    expect(await toasts().findByText(messages.share.success)).toBeInTheDocument();
    expect(bodies).toEqual([{ platform: 'twitter', petId: pet.id }]);
  });

  it('says when a platform was already credited today', async () => {
    shareServer(credited(false));
    const { user } = renderVoting(<ShareButtons pet={pet} />, { auth: { user: makeUser() } });
    await user.click(screen.getByRole('button', { name: 'Share on TikTok' }));
    expect(await toasts().findByText(alreadyCreditedMessage('tiktok'))).toBeInTheDocument();
    expect(screen.queryByText(messages.share.success)).toBeNull();
  });

  it('asks a signed-out visitor to log in, and shares nothing', async () => {
    const { fetchMock } = shareServer(credited(true));
    const { user } = renderVoting(<ShareButtons pet={pet} />);
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share on Instagram' }));
    expect(await toasts().findByText(messages.share.loginRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Share on Twitter' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(copy).not.toHaveBeenCalled();
  });

  it("says 'Failed to share. Please try again.' when the server fails", async () => {
    shareServer(() => json(500, { code: 'INTERNAL', message: 'boom' }));
    const { user } = renderVoting(<ShareButtons pet={pet} />, { auth: { user: makeUser() } });
    await user.click(screen.getByRole('button', { name: 'Share on TikTok' }));
    expect(await toasts().findByText(messages.share.failed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Share on TikTok' })).toBeEnabled(),
    );
  });
});

describe('ShareButtons with bonus votes credited on a visit (SHARE_BONUS=on-visit)', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUv';
  const signedIn = makeUser();

  /** A query client that already knows the voter (the mode: `bonusVotesPending` is present). */
  function onVisitClient(pending = 0) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      voteKeys.voter(viewerOf(signedIn)),
      makeVoter({ bonusVotesPending: pending }),
    );
    return queryClient;
  }

  function onVisitServer(referral: { token: string; pending: boolean }, credited: boolean) {
    const bodies: unknown[] = [];
    mockFetch(({ url, body }) => {
      if (url.pathname === '/api/voter')
        return json(200, { voter: makeVoter({ bonusVotesPending: 0 }) });
      if (url.pathname !== '/api/shares') return json(404, {});
      bodies.push(body);
      return json(200, {
        credited,
        voter: makeVoter({ bonusVotesPending: referral.pending ? 3 : 0 }),
        referral,
      });
    });
    return bodies;
  }

  it('copies the link with its referral token and says the 3 votes wait for a visit', async () => {
    const bodies = onVisitServer({ token, pending: true }, true);
    const { user } = renderVoting(<ShareButtons pet={pet} />, {
      auth: { user: signedIn },
      queryClient: onVisitClient(),
    });
    await user.click(screen.getByRole('button', { name: 'Share on Instagram' }));
    expect(await toasts().findByText(messages.share.pending)).toBeInTheDocument();
    expect(await toasts().findByText(messages.share.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${petUrl}?ref=${token}`);
    expect(bodies).toEqual([{ platform: 'instagram', petId: pet.id }]);
    // Never the immediate mode's claim of votes already earned.
    expect(screen.queryByText(messages.share.success)).toBeNull();
  });

  it('says a repeat share is still waiting for a visit', async () => {
    onVisitServer({ token, pending: true }, false);
    const { user } = renderVoting(<ShareButtons pet={pet} />, {
      auth: { user: signedIn },
      queryClient: onVisitClient(3),
    });
    await user.click(screen.getByRole('button', { name: 'Share on TikTok' }));
    expect(await toasts().findByText(messages.share.stillPending)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${petUrl}?ref=${token}`);
  });

  it('thanks plainly for a repeat share once a visit credited it', async () => {
    onVisitServer({ token, pending: false }, false);
    const { user } = renderVoting(<ShareButtons pet={pet} />, {
      auth: { user: signedIn },
      queryClient: onVisitClient(),
    });
    await user.click(screen.getByRole('button', { name: 'Share on TikTok' }));
    expect(await toasts().findByText(alreadyCreditedMessage('tiktok'))).toBeInTheDocument();
    expect(screen.queryByText(messages.share.stillPending)).toBeNull();
  });
});

describe('VoterBadges', () => {
  it('shows pending bonus votes apart from usable ones, with a spoken explanation', () => {
    render(
      <VoterBadges voter={makeVoter({ bonusVotesLeft: 3, votesLeft: 23, bonusVotesPending: 3 })} />,
    );
    expect(screen.getByTestId('votes-left-badge')).toHaveTextContent('20 daily + 3 bonus left');
    expect(screen.queryByTestId('bonus-badge')).toBeNull();
    const pending = screen.getByTestId('bonus-pending-badge');
    expect(pending).toHaveTextContent(messages.share.pendingBadge(3));
    expect(pending).toHaveTextContent(messages.share.pendingBadgeLabel(3));
  });

  it('shows no pending badge in the default mode or when nothing waits', () => {
    const { rerender } = render(<VoterBadges voter={makeVoter({ bonusVotesLeft: 3 })} />);
    expect(screen.queryByTestId('bonus-pending-badge')).toBeNull();
    rerender(<VoterBadges voter={makeVoter({ bonusVotesPending: 0 })} />);
    expect(screen.queryByTestId('bonus-pending-badge')).toBeNull();
  });
});

describe('useReferralVisit', () => {
  function Probe() {
    useReferralVisit();
    return <p>Pet page</p>;
  }

  function openAt(path: string) {
    const router = createMemoryRouter([{ path: '/gallery/:id', element: <Probe /> }], {
      initialEntries: [path],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('reports a shared link once and drops the token from the address', async () => {
    const visits: unknown[] = [];
    mockFetch(({ url, body }) => {
      if (url.pathname === '/api/shares/visit') visits.push(body);
      return new Response(null, { status: 204 });
    });
    const router = openAt(`/gallery/${pet.id}?ref=ZyXwVuTsRqPoNmLkJiHgFe&utm=x`);
    await waitFor(() => expect(router.state.location.search).toBe('?utm=x'));
    expect(visits).toEqual([{ token: 'ZyXwVuTsRqPoNmLkJiHgFe' }]);
  });

  it('only drops a malformed token', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 204 }));
    const router = openAt(`/gallery/${pet.id}?ref=${encodeURIComponent('<script>')}`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
