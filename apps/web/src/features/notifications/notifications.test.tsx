import { messages } from '@pawprize/shared';
import type { Notification, NotificationPage } from '@pawprize/shared/schemas/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { json, mockFetch, requestedPaths } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const today = new Date().toISOString().slice(0, 10);

const votes = (over: Partial<Extract<Notification, { kind: 'votes' }>> = {}): Notification => ({
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'votes',
  at: new Date().toISOString(),
  read: false,
  petId: 'pet-1',
  petName: 'Biscuit',
  day: today,
  votes: 12,
  total: 12,
  ...over,
});

const hidden: Notification = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'moderation',
  at: new Date(Date.now() - 3_600_000).toISOString(),
  read: false,
  subjectType: 'pet',
  subjectId: 'pet-2',
  shareId: null,
  title: 'Mochi',
  decision: 'hidden',
  reason: 'Shows a person, not a pet',
};

const pageOf = (items: Notification[], over: Partial<NotificationPage> = {}): NotificationPage => ({
  items,
  page: 1,
  pageSize: 20,
  hasMore: false,
  unread: items.filter((n) => !n.read).length,
  ...over,
});

/** A server of one member's notifications: read-all marks them read. */
function server(items: Notification[]) {
  let list = items;
  const unread = () => list.filter((n) => !n.read).length;
  return mockFetch(({ url, method, body }) => {
    if (url.pathname === '/api/notifications/unread-count') return json(200, { unread: unread() });
    if (url.pathname === '/api/notifications' && method === 'GET') return json(200, pageOf(list));
    if (url.pathname === '/api/notifications/read-all' && method === 'POST') {
      list = list.map((n) => ({
        ...n,
        read: true,
        ...(n.kind === 'votes' ? { votes: n.total } : {}),
      }));
      return json(200, { unread: 0 });
    }
    if (url.pathname === '/api/notifications/settings') {
      return json(200, {
        votes: true,
        moderation: true,
        ...(method === 'PUT' ? (body as object) : {}),
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('notifications', { timeout: 20_000 }, () => {
  it('shows no bell to visitors and asks the server nothing about notifications', async () => {
    const fetchMock = mockFetch(() => json(404, { code: 'NOT_FOUND', message: 'Not found' }));
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock).some((p) => p.startsWith('/api/notifications'))).toBe(false);
  });

  it('shows no bell while the session is still loading', () => {
    mockFetch(() => json(200, { unread: 2 }));
    renderApp('/about', { isLoading: true });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('names the bell with the unread count and links it to /notifications', async () => {
    server([votes(), hidden]);
    renderApp('/about', { user: makeUser() });
    const bells = await screen.findAllByRole('link', { name: 'Notifications, 2 unread' });
    // The bar's bell (wide screens) and the phone bar's.
    expect(bells).toHaveLength(2);
    for (const bell of bells) expect(bell).toHaveAttribute('href', '/notifications');
  });

  it('lists the grouped votes and decisions with their links, and Mark all as read clears them', async () => {
    const fetchMock = server([votes(), hidden]);
    const { user } = renderApp('/notifications', { user: makeUser() });
    const list = await screen.findByRole('list', { name: messages.notifications.title });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const biscuit = within(items[0]!).getByRole('link', { name: 'Biscuit got 12 new votes today' });
    expect(biscuit).toHaveAttribute('href', '/gallery/pet-1');
    expect(
      within(items[0]!).getByText(`${messages.notifications.unreadLabel}:`),
    ).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('link', { name: messages.notifications.hidden('Mochi') }),
    ).toHaveAttribute('href', '/gallery/pet-2');
    expect(within(items[1]!).getByText('Reason: Shows a person, not a pet')).toBeVisible();
    expect(screen.getByText('2 unread')).toBeVisible();

    await user.click(screen.getByRole('button', { name: messages.notifications.markAllRead }));
    expect(await screen.findByText(messages.notifications.unreadSummary(0))).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'Biscuit got 12 votes today' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.notifications.markAllRead })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Notifications' }).length).toBeGreaterThan(0),
    );
    expect(requestedPaths(fetchMock)).toContain('/api/notifications/read-all');
  });

  it('says a past day by its date, and leaves a removed entry without a link', async () => {
    server([
      votes({ day: '2026-03-04', read: true, votes: 3, total: 3 }),
      { ...hidden, decision: 'removed', read: true },
    ]);
    renderApp('/notifications', { user: makeUser() });
    const list = await screen.findByRole('list', { name: messages.notifications.title });
    expect(within(list).getByRole('link', { name: /^Biscuit got 3 votes on / })).toBeVisible();
    expect(within(list).getByText(messages.notifications.removed('Mochi'))).toBeVisible();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('says when there is nothing yet', async () => {
    server([]);
    renderApp('/notifications', { user: makeUser() });
    expect(await screen.findByText(messages.notifications.emptyTitle)).toBeVisible();
    expect(screen.getByText(messages.notifications.empty)).toBeVisible();
  });

  it('saves a kind turned off', async () => {
    const fetchMock = server([]);
    const { user } = renderApp('/notifications', { user: makeUser() });
    const votesBox = await screen.findByRole('checkbox', {
      name: messages.notifications.settingsVotes,
    });
    await waitFor(() => expect(votesBox).toBeEnabled());
    expect(votesBox).toBeChecked();
    await user.click(votesBox);
    await waitFor(() => expect(votesBox).not.toBeChecked());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ votes: false });
    expect(
      screen.getByRole('checkbox', { name: messages.notifications.settingsModeration }),
    ).toBeChecked();
  });
});
