import { messages } from '@pawprize/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { makeContest } from '@/test/contests';
import { json, mockFetch, type FetchHandler } from '@/test/fetch-mock';
import { FakeXhr } from '@/test/pets';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser({ email: 'admin@example.com', isAdmin: true });
const summary = {
  queued: 0,
  queuedByReason: { reported: 0, nsfw: 0, no_animal: 0, duplicate: 0, pending: 0, not_screened: 0 },
  inboxOpen: 0,
  fraudOpen: 0,
};

function adminApi(handler: FetchHandler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((request) => {
    calls.push({ method: request.method, path: request.url.pathname, body: request.body });
    if (request.url.pathname === '/api/admin/summary') return json(200, summary);
    if (request.url.pathname.endsWith('/entries')) {
      const counts = { approved: 0, pending: 0, disqualified: 0 };
      return json(200, { entries: [], counts, nextPage: null });
    }
    return handler(request);
  });
  return calls;
}

/** The described-by text of a control: its error or hint. */
function describedText(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the admin’s contest form', { timeout: 30_000 }, () => {
  it('shows its own check beside the fields before sending anything', async () => {
    const calls = adminApi(() => json(200, { contests: [] }));
    const { user } = renderApp('/admin/contests/new', { user: admin });

    await user.click(await screen.findByRole('button', { name: 'Create draft' }));

    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(title)).toMatch(/3/);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s field errors beside the fields', async () => {
    const calls = adminApi(({ method }) =>
      method === 'POST'
        ? json(400, {
            code: 'VALIDATION_FAILED',
            message: messages.contests.entriesOrder,
            fieldErrors: {
              entriesCloseAt: [messages.contests.entriesOrder],
              'categories.1.name': [messages.contests.categoryNamesUnique],
            },
          })
        : json(200, { contests: [] }),
    );
    const { user } = renderApp('/admin/contests/new', { user: admin });

    await user.type(await screen.findByLabelText('Title'), 'Sleepiest Dog of Winter');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/New_York');
    const dates: [RegExp, string][] = [
      [/^Entries open, New York time$/, '2030-01-10T09:00'],
      [/^Entries close, New York time$/, '2030-01-05T18:00'],
      [/^Voting opens, New York time$/, '2030-01-12T09:00'],
      [/^Voting closes, New York time$/, '2030-01-20T18:00'],
    ];
    // A datetime-local input takes its value whole (as the browser's picker gives it).
    for (const [label, value] of dates) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    await user.type(screen.getByLabelText('Name'), 'Dogs');
    await user.click(screen.getByLabelText('Dogs'));
    await user.type(screen.getByLabelText('Prizes'), 'A year of treats{Enter}A plush bed');
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    const second = screen.getByRole('group', { name: 'Category 2' });
    await user.type(within(second).getByLabelText('Name'), 'Cats');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Sleepiest Dog of Winter',
      timeZone: 'America/New_York',
      entriesOpenAt: '2030-01-10T09:00',
      resultsAt: null,
      categories: [
        { name: 'Dogs', species: ['dog'], prizes: ['A year of treats', 'A plush bed'] },
        { name: 'Cats', species: [], prizes: [] },
      ],
    });
    const close = screen.getByLabelText('Entries close, New York time');
    await waitFor(() => expect(close).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(close)).toBe(messages.contests.entriesOrder);
    expect(describedText(within(second).getByLabelText('Name'))).toBe(
      messages.contests.categoryNamesUnique,
    );
  });

  it('lists drafts with Publish, and publishes one', async () => {
    const draft = makeContest({ status: 'draft', phase: 'draft', title: 'Winter Naps' });
    const calls = adminApi(({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/publish')
        ? json(200, { contest: { ...draft, status: 'published', phase: 'entries_open' } })
        : json(200, { contests: [draft] }),
    );
    const { user } = renderApp('/admin/contests', { user: admin });

    await user.click(await screen.findByRole('button', { name: 'Publish Winter Naps' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/admin/contests/${draft.id}/publish`)).toBe(true),
    );
    expect(await screen.findByText(messages.contests.published)).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Contests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('publishes a closed contest’s results', async () => {
    const closed = makeContest({
      phase: 'closed',
      entriesOpen: false,
      nextPhaseAt: null,
      title: 'Autumn Leaves',
    });
    const calls = adminApi(({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/publish-results')
        ? json(200, {
            contestId: closed.id,
            slug: closed.slug,
            resultsMethod: 'most_votes',
            resultsPublishedAt: new Date().toISOString(),
            categories: [],
            overall: [],
          })
        : json(200, { contests: [closed] }),
    );
    const { user } = renderApp('/admin/contests', { user: admin });

    await user.click(
      await screen.findByRole('button', { name: 'Publish results of Autumn Leaves' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/admin/contests/${closed.id}/publish-results`)).toBe(
        true,
      ),
    );
    expect(await screen.findByText(messages.contests.resultsPublished)).toBeInTheDocument();
  });

  it('keeps a saved cover when the form is saved, and saves a newly uploaded one', async () => {
    const contest = makeContest({ coverUrl: '/uploads/contests/covers/old.webp' });
    const calls = adminApi(({ method }) =>
      method === 'PUT' ? json(200, { contest }) : json(200, { contests: [contest] }),
    );
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = renderApp(`/admin/contests/${contest.id}`, { user: admin });

    const cover = await screen.findByRole('group', { name: 'Cover photo' });
    const image = () => within(cover).getByRole('img', { name: "The contest's cover" });
    expect(image()).toHaveAttribute('src', '/uploads/contests/covers/old.webp');
    await user.click(screen.getByRole('button', { name: 'Save contest' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    // Left out, the server keeps the cover it has.
    expect(calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('coverPhotoKey');

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'cover.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(cover.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/admin/contest-covers');
    expect((xhr.body!.get('cover') as File).name).toBe('cover.jpg');
    expect(screen.getByRole('button', { name: 'Save contest' })).toBeDisabled();
    xhr.respond(201, {
      coverPhotoKey: 'contests/covers/new.webp',
      coverUrl: '/uploads/contests/covers/new.webp',
    });
    expect(await within(cover).findByText(messages.contests.coverUploaded)).toBeVisible();
    expect(image()).toHaveAttribute('src', '/uploads/contests/covers/new.webp');
    await user.click(screen.getByRole('button', { name: 'Save contest' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toMatchObject({
      coverPhotoKey: 'contests/covers/new.webp',
    });

    await user.click(within(cover).getByRole('button', { name: 'Remove cover' }));
    await user.click(screen.getByRole('button', { name: 'Save contest' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'PUT')[2]!.body).toMatchObject({
      coverPhotoKey: null,
    });
  });

  it('shows the server’s refusal of a cover beside it', async () => {
    const contest = makeContest();
    adminApi(() => json(200, { contests: [contest] }));
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { user } = renderApp(`/admin/contests/${contest.id}`, { user: admin });
    const cover = await screen.findByRole('group', { name: 'Cover photo' });
    expect(within(cover).getByRole('button', { name: 'Upload a cover' })).toBeVisible();
    const file = new File([new Uint8Array([1, 2, 3])], 'cover.png', { type: 'image/png' });
    await user.upload(cover.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.last!.respond(415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: messages.upload.invalidType,
    });
    expect(await within(cover).findByRole('alert')).toHaveTextContent(messages.upload.invalidType);
    expect(screen.getByRole('button', { name: 'Save contest' })).toBeEnabled();
  });
});
