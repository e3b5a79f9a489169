import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch-mock';
import { alreadyCreditedMessage } from '../hooks/use-share';
import { makeVoter, renderVoting } from '../test-votes';
import { ShareButtons } from './share-buttons';

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
