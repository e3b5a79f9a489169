import { messages } from '@pawprize/shared';
import type { Contest } from '@pawprize/shared/schemas/contests';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/auth';
import { makeContest } from '@/test/contests';
import { json, mockFetch, type FetchHandler } from '@/test/fetch-mock';
import { makePet } from '@/test/pets';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const member = makeUser();
const pet = makePet({ petName: 'Whiskers', isOwner: true });

/** The contest's API answers, plus `enter` for POST …/entries. */
function contestApi(contest: Contest, enter?: FetchHandler) {
  const posts: unknown[] = [];
  const mine: { entries: unknown[] } = { entries: [] };
  mockFetch((request) => {
    const path = request.url.pathname;
    const base = `/api/contests/${contest.slug}`;
    if (path === base) return json(200, { contest });
    if (path === `${base}/entries/mine`) return json(200, mine);
    if (path === `${base}/entries` && request.method === 'POST') {
      posts.push(request.body);
      return enter ? enter(request) : json(500, {});
    }
    if (path === `${base}/entries`)
      return json(200, { entries: [], countsShown: true, nextPage: null });
    if (path === '/api/me/pets') return json(200, { pets: [pet] });
    return json(404, { code: 'NOT_FOUND', message: messages.contests.notFound });
  });
  return { posts, mine };
}

describe('a contest page', { timeout: 20_000 }, () => {
  it('shows the contest and enters a pet in a category', async () => {
    const contest = makeContest();
    const api = contestApi(contest, ({ body }) =>
      json(201, {
        entry: {
          id: '00000000-0000-4000-a000-000000009999',
          contestId: contest.id,
          categoryId: (body as { categoryId: string }).categoryId,
          petId: pet.id,
          status: 'approved',
          disqualifiedReason: null,
          enteredAt: new Date().toISOString(),
        },
        message: messages.contests.entered,
      }),
    );
    const { user } = renderApp(`/contests/${contest.slug}`, { user: member });

    expect(await screen.findByRole('heading', { level: 1, name: contest.title })).toBeVisible();
    expect(screen.getByText('Dogs only')).toBeVisible();
    expect(screen.getByText('A year of treats')).toBeVisible();
    expect(
      screen.getByText(/placed by the votes .+ the entry made first goes ahead/),
    ).toBeVisible();

    const panel = screen.getByRole('region', { name: 'Enter your pet' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Enter' })).toBeEnabled());
    expect(within(panel).getByLabelText('Your pet')).toHaveDisplayValue('Whiskers');
    await user.selectOptions(within(panel).getByLabelText('Category'), 'Dogs');
    await user.click(within(panel).getByRole('button', { name: 'Enter' }));

    await waitFor(() =>
      expect(api.posts).toEqual([{ petId: pet.id, categoryId: contest.categories[0]!.id }]),
    );
    expect(await screen.findByText(messages.contests.entered)).toBeInTheDocument();
  });

  it('shows the server’s reason in the form when the entry is refused', async () => {
    const contest = makeContest();
    contestApi(contest, () => json(409, { code: 'CONFLICT', message: 'Dogs only' }));
    const { user } = renderApp(`/contests/${contest.slug}`, { user: member });

    const panel = await screen.findByRole('region', { name: 'Enter your pet' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Enter' })).toBeEnabled());
    await user.selectOptions(within(panel).getByLabelText('Category'), 'Dogs');
    await user.click(within(panel).getByRole('button', { name: 'Enter' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('Dogs only');
  });

  it('disables the form and says why when entries are not open yet', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const contest = makeContest({
      phase: 'upcoming',
      entriesOpen: false,
      entriesOpenAt: inTwoDays,
      nextPhaseAt: inTwoDays,
    });
    contestApi(contest);
    renderApp(`/contests/${contest.slug}`, { user: member });

    const panel = await screen.findByRole('region', { name: 'Enter your pet' });
    expect(within(panel).getByText(/^Entries open on .+\.$/)).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Enter' })).toBeDisabled();
    expect(within(panel).getByLabelText('Your pet')).toBeDisabled();
  });

  it('says when the member has reached the contest’s limit, and offers Withdraw', async () => {
    const contest = makeContest({ maxEntriesPerMember: 1 });
    const api = contestApi(contest);
    api.mine.entries = [
      {
        id: '00000000-0000-4000-a000-000000009998',
        contestId: contest.id,
        categoryId: contest.categories[0]!.id,
        petId: pet.id,
        status: 'approved',
        disqualifiedReason: null,
        enteredAt: new Date().toISOString(),
      },
    ];
    renderApp(`/contests/${contest.slug}`, { user: member });
    const panel = await screen.findByRole('region', { name: 'Enter your pet' });
    expect(await within(panel).findByText(messages.contests.memberLimit(1, 1))).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Enter' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Withdraw Whiskers' })).toBeEnabled();
  });

  it('shows the recorded places once the results are out', async () => {
    const contest = makeContest({ phase: 'results', entriesOpen: false, nextPhaseAt: null });
    const [dogs, any] = contest.categories;
    const place = (
      n: number,
      petName: string,
      figure: number,
      tieBreak: null | 'earlier_entry',
    ) => ({
      place: n,
      entryId: null,
      petId: null,
      petName,
      imageUrl: `/media/pets/${petName}.webp`,
      figure,
      figureLow: null,
      figureHigh: null,
      tieBreak,
    });
    mockFetch(({ url }) => {
      const base = `/api/contests/${contest.slug}`;
      if (url.pathname === base) return json(200, { contest });
      if (url.pathname === `${base}/results`) {
        return json(200, {
          contestId: contest.id,
          slug: contest.slug,
          resultsMethod: 'most_votes',
          resultsPublishedAt: new Date().toISOString(),
          categories: [
            {
              categoryId: dogs!.id,
              name: dogs!.name,
              prizes: dogs!.prizes,
              places: [place(1, 'Rex', 12, 'earlier_entry'), place(2, 'Fido', 12, null)],
            },
            { categoryId: any!.id, name: any!.name, prizes: [], places: [] },
          ],
          overall: [place(1, 'Rex', 12, 'earlier_entry')],
        });
      }
      if (url.pathname === `${base}/entries`) {
        return json(200, { entries: [], countsShown: true, nextPage: null });
      }
      return json(404, { code: 'NOT_FOUND', message: messages.contests.notFound });
    });
    renderApp(`/contests/${contest.slug}`);

    const results = await screen.findByRole('region', { name: 'Results' });
    const [first] = await within(results).findAllByText('Rex');
    expect(first!.closest('li')).toHaveTextContent(
      '1stRex12 votes · won on a tie: entered firstPrize: A year of treats',
    );
    expect(within(results).getByText('Fido').closest('li')).toHaveTextContent('2nd');
    expect(within(results).getByRole('heading', { name: 'Overall' })).toBeVisible();
  });

  it('says "No such contest." for an unknown slug, asking once (a 404 is not retried)', async () => {
    const asked: string[] = [];
    mockFetch((request) => {
      asked.push(request.url.pathname);
      return json(404, { code: 'NOT_FOUND', message: messages.contests.notFound });
    });
    renderApp('/contests/no-such-thing');
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.contests.notFound }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^No such contest · /));
    expect(asked.filter((p) => p === '/api/contests/no-such-thing')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /couldn't load/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all contests' })).toHaveAttribute(
      'href',
      '/contests',
    );
  });
});
