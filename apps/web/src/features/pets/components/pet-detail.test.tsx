import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makePet } from '@/test/pets';
import { findVisibleText } from '@/test/find-visible';

afterEach(() => vi.unstubAllGlobals());

describe('pet detail', { timeout: 15_000 }, () => {
  it("says 'Pet not found or has been removed.' with a way back for a missing pet", async () => {
    mockFetch(() => json(404, { code: 'NOT_FOUND', message: 'Pet not found' }));
    renderApp('/gallery/missing');
    // The first render also loads the lazy page module: allow it time.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: messages.pages.petNotFound },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: messages.pages.returnToGallery })).toHaveAttribute(
      'href',
      '/gallery',
    );
    expect(screen.getByRole('link', { name: messages.pages.backToGallery })).toHaveAttribute(
      'href',
      '/gallery',
    );
  });

  it('shows the pet: name, upload date, votes, description and the links', async () => {
    const pet = makePet({
      id: 'p1',
      petName: 'Biscuit',
      description: 'Loves belly rubs.',
      votesCount: 42,
      createdAt: '2024-03-05T15:00:00.000Z',
    });
    const others = [makePet({ petName: 'Mochi' }), pet];
    mockFetch(({ url }) => {
      if (url.pathname === '/api/pets/p1') return json(200, { pet });
      // The server leaves this pet out of its "More pets".
      if (url.pathname === '/api/pets/p1/more') return json(200, { pets: others.slice(0, 1) });
      return json(200, { pets: others, nextCursor: null });
    });
    renderApp('/gallery/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Biscuit' })).toBeVisible();
    expect(screen.getByText(/Uploaded on/)).toHaveTextContent('Uploaded on March 5, 2024');
    expect(screen.getByText('42 votes')).toBeVisible();
    expect(screen.getByRole('heading', { name: messages.pages.aboutPet('Biscuit') })).toBeVisible();
    expect(screen.getByText('Loves belly rubs.')).toBeVisible();
    expect(screen.getByRole('link', { name: messages.pages.voteOnMorePets })).toHaveAttribute(
      'href',
      '/vote',
    );
    expect(screen.getByRole('link', { name: messages.pages.backToGallery })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Biscuit · PawPrize'));
    // Other recent pets below, as the server chose them.
    const more = await screen.findByRole('region', { name: 'More pets in the contest' });
    expect(within(more).getByRole('link', { name: 'Mochi' })).toBeVisible();
    expect(within(more).queryByRole('link', { name: 'Biscuit' })).not.toBeInTheDocument();
  });

  it('leaves out the About section when there is no description', async () => {
    mockFetch(({ url }) =>
      url.pathname === '/api/pets/x'
        ? json(200, { pet: makePet({ petName: 'Mochi' }) })
        : json(200, { pets: [], nextCursor: null }),
    );
    renderApp('/gallery/x');
    await screen.findByRole('heading', { level: 1, name: 'Mochi' });
    expect(screen.queryByText(messages.pages.aboutPet('Mochi'))).not.toBeInTheDocument();
  });

  it('lets the owner delete after confirming, then goes to the gallery', async () => {
    const pet = makePet({ id: 'p1', petName: 'Biscuit', isOwner: true });
    const fetchMock = mockFetch(({ url, method }) => {
      if (url.pathname === '/api/pets/p1' && method === 'DELETE') {
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/pets/p1') return json(200, { pet });
      return json(200, { pets: [], nextCursor: null });
    });
    const { user, router } = renderApp('/gallery/p1', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Biscuit?' });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete pet' }));
    await findVisibleText('Biscuit was removed from the contest.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
  });

  it('shows Delete to an admin on any pet', async () => {
    mockFetch(({ url }) =>
      url.pathname === '/api/pets/x'
        ? json(200, { pet: makePet({ isOwner: false }) })
        : json(200, { pets: [], nextCursor: null }),
    );
    renderApp('/gallery/x', { user: makeUser({ isAdmin: true }) });
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeVisible();
  });
});
