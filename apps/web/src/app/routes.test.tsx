import { messages } from '@pawprize/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/auth';
import { renderApp } from '@/test/render-app';

// Lazy pages may take a while to load on a busy machine.
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('routes', () => {
  it.each(['/dashboard', '/create'])(
    'sends a visitor from %s to /login with the return path',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          `/login?redirect=${path}`,
        ),
      );
      expect(await h1('Log in')).toBeInTheDocument();
    },
  );

  it('sends a visitor from /upload to sign-up with context and a log-in link that comes back', async () => {
    const { router } = renderApp('/upload');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/signup?redirect=/upload',
      ),
    );
    expect(await h1('Sign up')).toBeInTheDocument();
    expect(screen.getByText(/^Create a free account to enter your pet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to enter your pet' })).toHaveAttribute(
      'href',
      '/login?redirect=/upload',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=/upload',
    );
  });

  it('waits for the session before redirecting', async () => {
    const { router } = renderApp('/upload', { isLoading: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/upload');
  });

  it('shows a protected page to a signed-in user', async () => {
    renderApp('/upload', { user: makeUser() });
    expect(await h1('Upload Your Pet')).toBeInTheDocument();
  });

  it.each(['/login', '/signup'])('sends a signed-in user from %s to /dashboard', async (path) => {
    const { router } = renderApp(path, { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await h1('My Dashboard')).toBeInTheDocument();
  });

  it('honours a safe return path for a signed-in user on /login', async () => {
    const { router } = renderApp('/login?redirect=/create', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/create'));
  });

  it.each([
    '//evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0D%0A/evil.example',
    '/%5C/evil.example',
    '/%5Cevil.example',
    '/%00/evil.example',
    '/%C2%85/evil.example',
    'https://evil.example',
  ])('ignores the off-site or malformed return path %s', async (target) => {
    const { router } = renderApp(`/login?redirect=${target}`, { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps the query and hash of a same-site return path', async () => {
    const { router } = renderApp('/login?redirect=/gallery%3Fq%3Drex%23top', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(router.state.location.search).toBe('?q=rex');
  });

  it('redirects /profile to /dashboard', async () => {
    const { router } = renderApp('/profile', { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('renders the home page at /landing', async () => {
    renderApp('/landing');
    // The home page is loaded on demand like every page.
    expect(
      await screen.findByRole('heading', { level: 1, name: /cutest in town/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your Pet' })).toHaveAttribute('href', '/upload');
    expect(screen.getByRole('link', { name: 'Create Caption Contest' })).toHaveAttribute(
      'href',
      '/create',
    );
    expect(screen.getByRole('link', { name: 'Vote Now' })).toHaveAttribute('href', '/vote');
    // The title is set by an effect after the page renders; on a busy machine the one before may
    // still be there when the heading appears.
    await waitFor(() => expect(document.title).toBe('PawPrize — the pet photo contest'));
  });

  it('shows the 404 page for an unknown route', async () => {
    renderApp('/no/such/page');
    // Loaded on demand like every page (ADR 0042).
    expect(
      await screen.findByRole('heading', { name: messages.pages.notFoundHeading }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: messages.pages.returnHome })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it.each([
    ['/vote', 'Vote'],
    ['/gallery', 'Gallery'],
    ['/gallery/abc', 'Pet Details'],
    ['/battle', 'Pet Battle Mode'],
    ['/leaderboard', 'Leaderboard'],
    ['/winners', 'Contest Winners'],
    ['/shop', 'Shop'],
    ['/blog', 'Blog'],
    ['/blog/1', 'Article not found'],
    ['/contact', 'Contact Us'],
    ['/forgot-password', 'Reset your password'],
    ['/captions/abcdefghijk', 'Caption Contest'],
    ['/terms', 'Terms of Use'],
    ['/privacy', 'Privacy Policy'],
  ])('%s shows its page heading and title', async (path, heading) => {
    renderApp(path);
    expect(await h1(heading)).toBeInTheDocument();
    // The title is set in an effect, just after the heading is on the page.
    await waitFor(() => expect(document.title).toBe(`${heading} · PawPrize`));
  });

  it('shows the About page sections and a join link', async () => {
    renderApp('/about');
    for (const name of ['Our Story', 'Our Mission', 'What We Offer']) {
      expect(
        await screen.findByRole('heading', { level: 2, name }, { timeout: 5000 }),
      ).toBeInTheDocument();
    }
    for (const name of ['Pet Contests', 'Community', 'Pet Products', 'Pet Care Tips']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Join PawPrize' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(document.title).toBe('About · PawPrize'));
  });

  it('links the footer pages', async () => {
    renderApp('/');
    // The footer loads after the first paint (ADR 0042).
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['About', 'Terms', 'Privacy', 'Contact', 'Shop', 'Blog']) {
      expect(footer).toContainElement(within(footer).getByRole('link', { name }));
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} PawPrize`);
  });
});
