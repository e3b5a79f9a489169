import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest } from '@/test/contests';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('/contests', { timeout: 20_000 }, () => {
  it('lists open contests as cards and says so when a section is empty', async () => {
    const open = makeContest({ title: 'Sleepiest Dog of Winter', entryCount: 12 });
    mockFetch(({ url }) => {
      if (url.pathname === '/api/contests')
        return json(200, { open: [open], upcoming: [], past: [] });
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    });
    renderApp('/contests');

    const section = await screen.findByRole('region', { name: 'Open now' });
    const card = within(section).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Sleepiest Dog of Winter' })).toHaveAttribute(
      'href',
      `/contests/${open.slug}`,
    );
    expect(within(card).getByText('Naps, snores and blankets')).toBeInTheDocument();
    expect(within(card).getByText('Entries open')).toBeInTheDocument();
    expect(
      within(card).getByText(/^Entries close in 2d 4h · .+ \(UTC time\)$/),
    ).toBeInTheDocument();
    expect(within(card).getByText('12 entries')).toBeInTheDocument();
    expect(within(card).getByText('1st prize: A year of treats')).toBeInTheDocument();

    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByText('No contests announced yet. Check back soon!')).toBeVisible();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).queryByRole('article')).not.toBeInTheDocument();
  });

  it('has a Contests link in the main menu', async () => {
    mockFetch(() => json(200, { open: [], upcoming: [], past: [] }));
    renderApp('/contests');
    expect(
      await screen.findByText('Nothing is open right now: a new contest is on its way.'),
    ).toBeVisible();
    const nav = screen.getAllByRole('link', { name: 'Contests' });
    expect(nav.some((link) => link.getAttribute('href') === '/contests')).toBe(true);
  });
});
