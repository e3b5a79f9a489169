import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { renderApp } from '@/test/render-app';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Navbar', () => {
  it('shows the main links, logo link and Login / Sign Up when logged out', async () => {
    renderApp('/');
    const nav = mainNav();
    for (const [name, href] of [
      ['Vote', '/vote'],
      ['Battle', '/battle'],
      ['Gallery', '/gallery'],
      ['Captions', '/captions'],
      ['Leaderboard', '/leaderboard'],
    ]) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getAllByRole('link', { name: 'PawPrize home' })[0]).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'alice' })).not.toBeInTheDocument();
  });

  it('marks the current section as active', () => {
    renderApp('/gallery');
    expect(mainNav().getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(mainNav().getByRole('link', { name: 'Vote' })).not.toHaveAttribute('aria-current');
  });

  it('opens the More menu with Shop, Blog, About and Contact', async () => {
    const { user } = renderApp('/');
    await user.click(mainNav().getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Shop', 'Blog', 'About', 'Contact']);
    expect(within(menu).getByRole('menuitem', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });

  it('labels the user menu with the email prefix and lists its items', async () => {
    const signOut = vi.fn(async () => true);
    const { user, router } = renderApp('/gallery', { user: makeUser(), signOut });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'alice' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Upload Pet' })).toHaveAttribute(
      'href',
      '/upload',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Caption Contest' })).toHaveAttribute(
      'href',
      '/create',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("labels the user menu 'User' when the account has no email", () => {
    renderApp('/', { user: makeUser({ email: '' }) });
    expect(screen.getByRole('button', { name: 'User' })).toBeInTheDocument();
  });

  it('toggles the mobile menu and closes it on navigation', async () => {
    const { user, router } = renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    // The panel's code loads on first use (ADR 0042).
    const panel = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    for (const name of ['Vote', 'Battle', 'Gallery', 'Captions', 'Leaderboard', 'Shop', 'Blog']) {
      expect(panel.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(panel.getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();

    await user.click(panel.getByRole('link', { name: 'Battle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/battle'));
    // The battle page loads lazily (its first import is transformed on the spot in tests).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pet Battle Mode' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    // Also closes when the route changes from elsewhere (e.g. a link in the page).
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    await router.navigate('/about');
    await screen.findByRole('heading', { level: 2, name: 'Our Story' });
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
  });

  it('closes the mobile menu with Escape', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('turns solid once the page is scrolled more than 20px', () => {
    renderApp('/');
    const bar = screen.getByRole('banner');
    expect(bar).toHaveAttribute('data-solid', 'false');
    Object.defineProperty(window, 'scrollY', { value: 20, writable: true, configurable: true });
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-solid', 'false');
    window.scrollY = 21;
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-solid', 'true');
    window.scrollY = 0;
    fireEvent.scroll(window);
    expect(bar).toHaveAttribute('data-solid', 'false');
  });
});
