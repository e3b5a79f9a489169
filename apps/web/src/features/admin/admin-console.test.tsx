import { messages } from '@pawprize/shared';
import type { QueueItem } from '@pawprize/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { findVisibleText } from '@/test/find-visible';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ email: 'admin@example.com', isAdmin: true });
let n = 0;

function makeItem(overrides: Partial<QueueItem> = {}): QueueItem {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    subjectType: 'pet',
    subjectId: id,
    title: `Pet ${n}`,
    link: `/gallery/${id}`,
    status: 'visible',
    statusReason: null,
    photo: { imageUrl: `/media/pets/${id}-800.webp`, variants: [], width: 800, height: 600 },
    context: null,
    owner: {
      id: `owner-${n}`,
      email: `owner${n}@example.com`,
      username: `owner${n}`,
      banned: false,
    },
    reasons: ['reported'],
    queuedAt: new Date().toISOString(),
    screening: null,
    duplicateOf: null,
    reports: [
      {
        id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        reason: 'not_a_pet',
        note: 'This is a shoe',
        createdAt: new Date().toISOString(),
        reporter: 'Visitor',
        reporterUserId: null,
      },
    ],
    reportCount: 1,
    hiddenByReports: false,
    ...overrides,
  };
}

const summary = {
  queued: 3,
  queuedByReason: { reported: 2, nsfw: 1, no_animal: 0, duplicate: 0, pending: 0, not_screened: 0 },
  inboxOpen: 1,
  fraudOpen: 0,
};

/** The admin API with a queue; records every action sent. */
function adminApi(items: QueueItem[]) {
  const actions: unknown[] = [];
  const queueQueries: string[] = [];
  mockFetch(({ url, method, body }) => {
    if (url.pathname === '/api/admin/summary') return json(200, summary);
    if (url.pathname === '/api/admin/queue') {
      queueQueries.push(url.search);
      return json(200, { items, nextCursor: null, total: items.length });
    }
    if (url.pathname === '/api/admin/actions' && method === 'POST') {
      actions.push(body);
      const refs = (body as { items: unknown[] }).items;
      return json(200, {
        done: refs.length,
        skipped: 0,
        results: refs.map((ref) => ({ ...(ref as object), outcome: 'done', status: 'hidden' })),
      });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
  return { actions, queueQueries };
}

describe('admin console', { timeout: 20_000 }, () => {
  it('is the 404 page for members and visitors', async () => {
    adminApi([]);
    renderApp('/admin', { user: makeUser() });
    expect(
      await screen.findByRole(
        'heading',
        { name: messages.pages.notFoundHeading },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
  });

  it('shows admins the Admin entry with the count of waiting items in the user menu', async () => {
    adminApi([]);
    const { user, router } = renderApp('/', { user: admin });
    await user.click(await screen.findByRole('button', { name: /admin/ }, { timeout: 5000 }));
    const entry = await screen.findByRole('menuitem', { name: /Admin/ });
    await waitFor(() => expect(entry).toHaveTextContent('3'));
    expect(entry).toHaveAccessibleName('Admin (3 waiting)');
    await user.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('marks an item that reports took out of public view, and only that one', async () => {
    const hidden = makeItem({ title: 'Pepper', hiddenByReports: true, reportCount: 3 });
    const reported = makeItem({ title: 'Juniper' });
    adminApi([hidden, reported]);
    renderApp('/admin', { user: admin });
    const list = await screen.findByRole('list', { name: 'Waiting items' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByText(/^Hidden by reports/)).toBeVisible();
    expect(within(second!).queryByText(/^Hidden by reports/)).toBeNull();
  });

  it('lists the queue with reports and acts from the keyboard: J/K move, A approves, H asks for a reason', async () => {
    const first = makeItem({ title: 'Biscuit' });
    const second = makeItem({ title: 'Mochi', reasons: ['nsfw'], reports: [], reportCount: 0 });
    const { actions } = adminApi([first, second]);
    const { user } = renderApp('/admin', { user: admin });

    const list = await screen.findByRole('list', { name: 'Waiting items' }, { timeout: 5000 });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && card.textContent)).toEqual([
      expect.stringContaining('Biscuit'),
      expect.stringContaining('Mochi'),
    ]);
    expect(within(cards[0]!).getByText('This is a shoe')).toBeVisible();
    expect(within(cards[0]!).getByText('Not a pet')).toBeVisible();

    await user.keyboard('j');
    await waitFor(() => expect(cards[1]).toHaveFocus());
    await user.keyboard('k');
    await waitFor(() => expect(cards[0]).toHaveFocus());
    await user.keyboard('a');
    await waitFor(() =>
      expect(actions).toEqual([
        { action: 'approve', items: [{ subjectType: 'pet', subjectId: first.subjectId }] },
      ]),
    );
    await findVisibleText(messages.admin.approved(1));

    await user.keyboard('j');
    await user.keyboard('h');
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByText(messages.admin.reasonRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too revealing');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(actions[1]).toEqual({
      action: 'hide',
      items: [{ subjectType: 'pet', subjectId: second.subjectId }],
      reason: 'Too revealing',
    });
  });

  it('acts on a selection in bulk, and filters by reason', async () => {
    const items = [
      makeItem({ title: 'One' }),
      makeItem({ title: 'Two' }),
      makeItem({ title: 'Three' }),
    ];
    const { actions, queueQueries } = adminApi(items);
    const { user } = renderApp('/admin', { user: admin });
    await screen.findByRole('list', { name: 'Waiting items' }, { timeout: 5000 });

    await user.click(screen.getByRole('checkbox', { name: 'Select One' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Three' }));
    expect(screen.getByRole('checkbox', { name: '2 selected' })).toBePartiallyChecked();
    await user.click(screen.getByRole('button', { name: 'Remove 2 selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove 2 items for good?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam ring');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(actions).toEqual([
        {
          action: 'remove',
          items: [items[0], items[2]].map((i) => ({ subjectType: 'pet', subjectId: i!.subjectId })),
          reason: 'Spam ring',
        },
      ]),
    );
    await findVisibleText(messages.admin.removedDone(2));

    const filters = screen.getByRole('group', { name: 'Filter by reason' });
    await user.click(within(filters).getByRole('button', { name: /Likely explicit/ }));
    await waitFor(() => expect(queueQueries).toContain('?reason=nsfw'));
    expect(within(filters).getByRole('button', { name: /Likely explicit/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
