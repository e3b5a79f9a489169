import { messages } from '@pawprize/shared';
import type { AdminContestEntry, ContestEntryStatus } from '@pawprize/shared/schemas/contests';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { makeContest } from '@/test/contests';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ email: 'admin@example.com', isAdmin: true });
const summary = {
  queued: 0,
  queuedByReason: { reported: 0, nsfw: 0, no_animal: 0, duplicate: 0, pending: 0, not_screened: 0 },
  inboxOpen: 0,
  fraudOpen: 0,
};

function entry(n: number, contestId: string, categoryId: string): AdminContestEntry {
  const id = `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`;
  return {
    id,
    contestId,
    categoryId,
    petId: `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`,
    status: 'pending',
    disqualifiedReason: null,
    enteredAt: '2026-12-07T10:00:00.000Z',
    petName: ['Biscuit', 'Pepper'][n - 1] ?? `Pet ${n}`,
    imageUrl: `/uploads/pets/u/${n}-400.webp`,
    width: 400,
    height: 400,
    placeholder: '#ccbbaa',
    variants: [{ width: 400, url: `/uploads/pets/u/${n}-400.webp` }],
    userId: 'user-1',
    username: n === 1 ? 'rosa' : null,
  };
}

/** An admin API holding two pending entries; approve and disqualify change them as the server. */
function reviewApi() {
  const contest = makeContest({ requiresApproval: true });
  const categoryId = contest.categories[0]!.id;
  const entries = [entry(1, contest.id, categoryId), entry(2, contest.id, categoryId)];
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/admin/summary') return json(200, summary);
    if (path === '/api/admin/contests') return json(200, { contests: [contest] });
    if (path === `/api/admin/contests/${contest.id}/entries`) {
      const status = request.url.searchParams.get('status') as ContestEntryStatus;
      const count = (s: ContestEntryStatus) => entries.filter((e) => e.status === s).length;
      return json(200, {
        entries: entries.filter((e) => e.status === status),
        counts: {
          approved: count('approved'),
          pending: count('pending'),
          disqualified: count('disqualified'),
        },
        nextPage: null,
      });
    }
    const action = /^\/api\/admin\/contest-entries\/([^/]+)\/(approve|disqualify)$/.exec(path);
    if (action && request.method === 'POST') {
      posts.push({ path, body: request.body });
      const target = entries.find((e) => e.id === action[1])!;
      if (action[2] === 'approve') {
        target.status = 'approved';
        target.disqualifiedReason = null;
        return json(200, { entry: target, message: messages.contests.approved });
      }
      target.status = 'disqualified';
      target.disqualifiedReason = (request.body as { reason: string }).reason;
      return json(200, { entry: target, message: messages.contests.disqualified });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { contest, posts };
}

const tab = (name: RegExp) => screen.getByRole('radio', { name });

describe('the host’s review of a contest’s entries', { timeout: 30_000 }, () => {
  it('lists pending entries with photo, pet and owner; Approve and Disqualify update the counts', async () => {
    const { contest, posts } = reviewApi();
    const { user } = renderApp(`/admin/contests/${contest.id}`, { user: admin });

    const list = await screen.findByRole('list', { name: 'Pending entries' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Photo of Biscuit' })).toBeVisible();
    expect(within(items[0]!).getByText('@rosa')).toBeVisible();
    expect(within(items[0]!).getByText(/Dogs · entered/)).toBeVisible();
    expect(within(items[1]!).getByText('Member without a username')).toBeVisible();
    expect(tab(/Pending/)).toHaveTextContent('Pending2');
    expect(tab(/Pending/)).toHaveAttribute('aria-checked', 'true');

    await user.click(within(items[0]!).getByRole('button', { name: 'Approve Biscuit' }));
    expect(await screen.findByText(messages.contests.approved)).toBeVisible();
    await waitFor(() => expect(tab(/Pending/)).toHaveTextContent('Pending1'));
    expect(tab(/Approved/)).toHaveTextContent('Approved1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    // Disqualifying asks for the reason first.
    await user.click(screen.getByRole('button', { name: 'Disqualify Pepper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disqualify Pepper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts.filter((p) => p.path.endsWith('/disqualify'))).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Not a photo of a pet');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts.at(-1)).toEqual({
      path: `/api/admin/contest-entries/${'00000000-0000-4000-b000-000000000002'}/disqualify`,
      body: { reason: 'Not a photo of a pet' },
    });
    await waitFor(() => expect(tab(/Disqualified/)).toHaveTextContent('Disqualified1'));
    expect(await screen.findByText('No entries are waiting for approval.')).toBeVisible();

    // The disqualified entry shows its reason and can be reinstated.
    await user.click(tab(/Disqualified/));
    const out = await screen.findByRole('list', { name: 'Disqualified entries' });
    expect(within(out).getByText('Reason: Not a photo of a pet')).toBeVisible();
    await user.click(within(out).getByRole('button', { name: 'Reinstate Pepper' }));
    await waitFor(() => expect(tab(/Approved/)).toHaveTextContent('Approved2'));
  });

  it('the list of contests says how many entries wait, linking to the review', async () => {
    const contest = makeContest({ requiresApproval: true, title: 'Approved Naps' });
    const other = makeContest({ title: 'Open Naps' });
    mockFetch((request) => {
      if (request.url.pathname === '/api/admin/summary') return json(200, summary);
      if (request.url.pathname === '/api/admin/contests') {
        return json(200, { contests: [contest, other], pending: { [contest.id]: 3 } });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    });
    renderApp('/admin/contests', { user: admin });
    const link = await screen.findByRole('link', {
      name: '3 waiting for approval in Approved Naps',
    });
    expect(link).toHaveAttribute('href', `/admin/contests/${contest.id}`);
    expect(screen.getAllByRole('link', { name: /waiting for approval/ })).toHaveLength(1);
  });

  it('is not shown for a draft, which takes no entries', async () => {
    const contest = makeContest({ status: 'draft', phase: 'draft' });
    mockFetch((request) => {
      if (request.url.pathname === '/api/admin/summary') return json(200, summary);
      if (request.url.pathname === '/api/admin/contests') return json(200, { contests: [contest] });
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    });
    renderApp(`/admin/contests/${contest.id}`, { user: admin });
    expect(await screen.findByRole('button', { name: 'Save contest' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Entries' })).toBeNull();
  });
});
