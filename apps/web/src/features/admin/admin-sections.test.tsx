import { messages } from '@pawprize/shared';
import type { AdminUserDetail, InboxMessage } from '@pawprize/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { json, mockFetch, type FetchHandler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { findVisibleText } from '@/test/find-visible';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ email: 'admin@example.com', isAdmin: true });
const summary = {
  queued: 0,
  queuedByReason: { reported: 0, nsfw: 0, no_animal: 0, duplicate: 0, pending: 0, not_screened: 0 },
  inboxOpen: 1,
  fraudOpen: 0,
};

/** The admin API: the summary, plus `handler` for the section under test. */
function adminApi(handler: FetchHandler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((request) => {
    calls.push({ method: request.method, path: request.url.pathname, body: request.body });
    if (request.url.pathname === '/api/admin/summary') return json(200, summary);
    return handler(request);
  });
  return calls;
}

const detail: AdminUserDetail = {
  user: {
    id: 'u-1',
    email: 'mia@example.com',
    emailVerified: true,
    username: 'mia',
    fullName: 'Mia Tester',
    avatarUrl: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    credits: 0,
    isAdmin: false,
    banned: null,
    counts: { pets: 1, contests: 0, votesCast: 3, reportsMade: 0, reportsReceived: 2 },
  },
  entries: [],
  votes: [
    {
      kind: 'card',
      title: 'Biscuit',
      link: '/gallery/x',
      createdAt: '2026-11-20T10:00:00.000Z',
      voided: false,
    },
  ],
  reportsMade: [],
  reportsReceived: [],
};

describe('admin sections', { timeout: 20_000 }, () => {
  it('bans a user with a reason and says what the ban did', async () => {
    const calls = adminApi(({ url, method }) => {
      if (url.pathname === '/api/admin/users/u-1' && method === 'GET') return json(200, detail);
      if (url.pathname === '/api/admin/users/u-1/ban') {
        return json(200, {
          voided: { card: 2, swipe: 0, battle: 1, caption: 0 },
          hidden: 1,
          sessionsEnded: 2,
        });
      }
      return json(404, { code: 'NOT_FOUND', message: 'No' });
    });
    const { user } = renderApp('/admin/users/u-1', { user: admin });
    await screen.findByRole('heading', { name: 'mia@example.com' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ban mia@example.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ban account' }));
    expect(within(dialog).getByText(messages.admin.reasonRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Vote farming');
    await user.click(within(dialog).getByRole('button', { name: 'Ban account' }));
    await findVisibleText(messages.admin.bannedDone);
    expect(screen.getByText('3 votes voided, 1 entry hidden, 2 sessions ended.')).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/ban'))?.body).toEqual({ reason: 'Vote farming' });
  });

  it('grants credits, checking the number first', async () => {
    const calls = adminApi(({ url, method }) => {
      if (url.pathname === '/api/admin/users/u-1' && method === 'GET') return json(200, detail);
      if (url.pathname === '/api/admin/users/u-1/credits') return json(200, { credits: 25 });
      return json(404, { code: 'NOT_FOUND', message: 'No' });
    });
    const { user } = renderApp('/admin/users/u-1', { user: admin });
    await user.click(
      await screen.findByRole('button', { name: 'Grant credits' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Grant Generation Credits' });
    const credits = within(dialog).getByRole('spinbutton', { name: 'Credits' });
    await user.clear(credits);
    await user.type(credits, '5000');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Contest prize');
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 1000')).toBeVisible();
    await user.clear(credits);
    await user.type(credits, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    await findVisibleText(messages.admin.creditsGranted(25));
    expect(calls.filter((c) => c.path.endsWith('/credits')).map((c) => c.body)).toEqual([
      { credits: 25, reason: 'Contest prize' },
    ]);
  });

  it('shows a failed backup loudly and starts one on request', async () => {
    const status = {
      schedule: { every: '1 day', keep: 7, dir: '/var/backups/pawprize', nextAt: null },
      running: false,
      runningSince: null,
      lastSuccess: {
        at: '2026-11-20T03:00:00.000Z',
        archive: 'pawprize-2026-11-20.tar.gz',
        bytes: 5_242_880,
        counts: null,
      },
      lastFailure: { at: '2026-11-23T03:00:00.000Z', error: 'No space left on device' },
    };
    const calls = adminApi(({ url, method }) => {
      if (url.pathname === '/api/admin/backups' && method === 'GET') return json(200, status);
      if (url.pathname === '/api/admin/backups')
        return json(202, { ...status, running: true, runningSince: new Date().toISOString() });
      return json(404, { code: 'NOT_FOUND', message: 'No' });
    });
    const { user } = renderApp('/admin/backups', { user: admin });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The last backup failed');
    expect(alert).toHaveTextContent('No space left on device');
    expect(screen.getByText(/pawprize-2026-11-20\.tar\.gz · 5\.0 MB/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('button', { name: 'Backing up…' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/backups')).toBe(true);
  });

  it('exports the newsletter by POST and downloads the answer as a file', async () => {
    const csv = 'email,subscribed_at\r\nzoe@example.com,2026-11-20T10:00:00.000Z\r\n';
    const calls = adminApi(({ url, method }) => {
      if (url.pathname === '/api/admin/newsletter' && method === 'GET') {
        return json(200, { subscribers: 1, unsubscribed: 0, pending: 0, matches: [] });
      }
      if (url.pathname === '/api/admin/newsletter/export.csv' && method === 'POST') {
        return new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } });
      }
      return json(404, { code: 'NOT_FOUND', message: 'No' });
    });
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:newsletter';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { user } = renderApp('/admin/newsletter', { user: admin });
    const button = await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 });
    // A button, not a link: following a link (a GET) would be what another site can make happen.
    expect(screen.queryByRole('link', { name: /Export CSV/ })).toBeNull();
    await user.click(button);
    await waitFor(() =>
      expect(downloads).toEqual([expect.stringMatching(/^newsletter-\d{4}-\d\d-\d\d\.csv$/)]),
    );
    expect(await blobs[0]!.text()).toBe(csv);
    expect(
      calls.filter((c) => c.path === '/api/admin/newsletter/export.csv').map((c) => c.method),
    ).toEqual(['POST']);
    click.mockRestore();
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
  });

  it('lists contact messages with a mailto reply and marks one handled', async () => {
    const message: InboxMessage = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Nora',
      email: 'nora@example.com',
      subject: 'Shelter contest',
      message: 'Can we host one?',
      createdAt: '2026-11-23T10:00:00.000Z',
      handledAt: null,
      handledBy: null,
    };
    const calls = adminApi(({ url }) => {
      if (url.pathname === '/api/admin/inbox')
        return json(200, { messages: [message], nextCursor: null });
      if (url.pathname.endsWith('/handled')) {
        return json(200, {
          ...message,
          handledAt: new Date().toISOString(),
          handledBy: 'admin@example.com',
        });
      }
      return json(404, { code: 'NOT_FOUND', message: 'No' });
    });
    const { user } = renderApp('/admin/inbox', { user: admin });
    const reply = await screen.findByRole('link', { name: 'Reply to Nora' }, { timeout: 5000 });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('mailto:nora%40example.com?subject=Re%3A%20Shelter%20contest')).toBe(
      true,
    );
    expect(decodeURIComponent(href)).toContain('> Can we host one?');
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    await findVisibleText(messages.admin.markedHandled);
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/handled'))?.body).toEqual({ handled: true }),
    );
  });

  it('shows audit lines by the current name, and a deleted member by hash only (ADR 0102)', async () => {
    const line = (n: number, overrides: object) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      at: '2026-11-23T10:00:00.000Z',
      adminId: 'a-1',
      adminEmail: 'admin@example.com',
      action: 'grant_credits',
      subjectType: 'user',
      subjectId: `u-${n}`,
      subjectLabel: `sha256:${'ab12'.repeat(16)}`,
      subjectName: null,
      reason: 'thanks',
      details: null,
      ...overrides,
    });
    adminApi(({ url }) =>
      url.pathname === '/api/admin/audit'
        ? json(200, {
            entries: [
              line(1, { subjectName: 'mia · mia@example.com' }),
              line(2, {}),
              line(3, { action: 'hide', subjectType: 'pet', subjectLabel: 'Biscuit' }),
            ],
            nextCursor: null,
          })
        : json(404, { code: 'NOT_FOUND', message: 'No' }),
    );
    renderApp('/admin/audit', { user: admin });
    expect(
      await screen.findByRole('cell', { name: 'mia · mia@example.com' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Deleted account (sha256:ab12ab12…)' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Biscuit' })).toBeVisible();
  });

  it('names a newsletter export and unlabelled subjects in whole words, never cut', async () => {
    const line = (n: number, overrides: object) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      at: '2026-11-23T10:00:00.000Z',
      adminId: 'a-1',
      adminEmail: 'admin@example.com',
      subjectLabel: null,
      subjectName: null,
      reason: null,
      details: null,
      ...overrides,
    });
    adminApi(({ url }) =>
      url.pathname === '/api/admin/audit'
        ? json(200, {
            entries: [
              line(1, {
                action: 'newsletter_export',
                subjectType: 'newsletter',
                subjectId: 'subscribers',
                details: { rows: 2 },
              }),
              line(2, {
                action: 'newsletter_remove',
                subjectType: 'newsletter_subscriber',
                subjectId: '5b0c3e1a-2f4d-4c8e-9a1b-7d6e5f4a3b2c',
                subjectLabel: `sha256:${'cd34'.repeat(16)}`,
              }),
              line(3, {
                action: 'photo_rotate',
                subjectType: 'pet_photo',
                subjectId: '9a8b7c6d-1e2f-4a3b-8c7d-6e5f4a3b2c1d',
              }),
            ],
            nextCursor: null,
          })
        : json(404, { code: 'NOT_FOUND', message: 'No' }),
    );
    renderApp('/admin/audit', { user: admin });
    expect(
      await screen.findByRole('cell', { name: 'All newsletter subscribers' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Exported newsletter')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Removed address (sha256:cd34cd34…)' })).toBeVisible();
    expect(screen.getByText('Removed subscriber')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Pet photo 9a8b7c6d…' })).toBeVisible();
    expect(screen.getByText('Photo rotate')).toBeVisible();
    expect(screen.queryByText(/subscrib$/)).not.toBeInTheDocument();
  });
});
