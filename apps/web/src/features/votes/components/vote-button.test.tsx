import { messages } from '@pawprize/shared';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { petKeys, type Pet } from '@/features/pets';
import { makePet } from '@/test/pets';
import { makeUser } from '@/test/auth';
import { json, mockFetch } from '@/test/fetch-mock';
import { createQueryClient } from '@/lib/query-client';
import { deferred, makeVoter, renderVoting } from '@/test/votes';
import type { VotablePet } from '../types';
import { VoteButton } from './vote-button';

afterEach(() => vi.unstubAllGlobals());

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

/** The button reads its pet from the cache, like the gallery's cards do. */
function CachedVoteButton({ id }: { id: string }) {
  const { data } = useQuery<VotablePet>({
    queryKey: petKeys.detail(id),
    queryFn: () => Promise.reject(new Error('seeded by the test')),
    staleTime: Infinity,
  });
  return data ? <VoteButton pet={data} /> : null;
}

function setup(pet: VotablePet, { signedIn = true } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(petKeys.detail(pet.id), pet);
  // The same pet in a list elsewhere on the page: it must follow too.
  const other = makePet({ votesCount: 9 });
  queryClient.setQueryData(petKeys.top(4), [other, pet]);
  const app = renderVoting(<CachedVoteButton id={pet.id} />, {
    queryClient,
    auth: signedIn ? { user: makeUser() } : {},
  });
  const button = () => screen.getByRole('button', { name: new RegExp(`Vote for ${pet.petName}`) });
  const topList = () => queryClient.getQueryData<Pet[]>(petKeys.top(4))!;
  return { ...app, button, topList, other };
}

const voteAnswer = (petId: string, votesCount: number, hasVoted: boolean) =>
  json(200, { petId, votesCount, hasVoted, voter: makeVoter({ votesUsedToday: 1 }) });

describe('VoteButton', () => {
  it("counts a vote at once (every cached copy), shows '...' while busy, then 'Vote counted!'", async () => {
    const pet = makePet({ petName: 'Biscuit', votesCount: 3, hasVoted: false } as Partial<Pet>);
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { user, button, topList, other } = setup(pet);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(button()).toHaveTextContent('3');

    await user.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(button()).toHaveTextContent('...');
    expect(button()).toBeDisabled();
    expect(topList()[1]).toMatchObject({ votesCount: 4, hasVoted: true });
    expect(topList()[0]).toBe(other);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/pets/${pet.id}/vote`);
    expect(init?.method).toBe('POST');

    answer.resolve(voteAnswer(pet.id, 4, true));
    expect(await toasts().findByText(messages.vote.counted)).toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveTextContent('4'));
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(button()).toHaveAccessibleDescription('4 votes');
  });

  it('sends one request for a double click (the second click comes before the re-render)', async () => {
    const pet = makePet({ petName: 'Pepper', votesCount: 1, hasVoted: false } as Partial<Pet>);
    const answer = deferred<Response>();
    const fetchMock = mockFetch(() => answer.promise);
    const { button } = setup(pet);
    // Two clicks in one task, as a fast double click lands before React renders `busy`.
    const target = button();
    target.click();
    target.click();
    answer.resolve(voteAnswer(pet.id, 2, true));
    expect(await toasts().findByText(messages.vote.counted)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toasts().queryByText(messages.vote.alreadyVoted)).toBeNull();
  });

  it("removes a vote with 'Vote removed'", async () => {
    const pet = makePet({ petName: 'Mochi', votesCount: 5, hasVoted: true } as Partial<Pet>);
    const fetchMock = mockFetch(() => voteAnswer(pet.id, 4, false));
    const { user, button, topList } = setup(pet);
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    await user.click(button());
    expect(await toasts().findByText(messages.vote.removed)).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(button()).toHaveTextContent('4');
    expect(topList()[1]).toMatchObject({ votesCount: 4, hasVoted: false });
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it('rolls the optimistic vote back when the server fails', async () => {
    const pet = makePet({ petName: 'Pip', votesCount: 3, hasVoted: false } as Partial<Pet>);
    const answer = deferred<Response>();
    mockFetch(() => answer.promise);
    const { user, button, topList } = setup(pet);
    await user.click(button());
    expect(topList()[1]).toMatchObject({ votesCount: 4, hasVoted: true });

    answer.resolve(json(500, { code: 'INTERNAL', message: 'boom' }));
    expect(await toasts().findByText(messages.vote.processFailed)).toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'false'));
    expect(button()).toHaveTextContent('3');
    expect(button()).toBeEnabled();
    expect(topList()[1]).toMatchObject({ votesCount: 3 });
  });

  it("asks a signed-out visitor to log in (no request), with a 'Log in' action", async () => {
    const fetchMock = mockFetch(() => json(500, {}));
    const pet = makePet({ petName: 'Toffee', votesCount: 2 });
    const { user, button, router } = setup(pet, { signedIn: false });
    await user.click(button());
    const toast = await toasts().findByText(messages.vote.loginRequired);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button()).toHaveTextContent('2');
    await user.click(
      within(toast.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', {
        name: 'Log in',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/');
  });

  it('shows the daily-limit message with a way to earn more votes by sharing', async () => {
    mockFetch(() =>
      json(429, { code: 'DAILY_LIMIT_REACHED', message: messages.vote.dailyLimitReached }),
    );
    const pet = makePet({ petName: 'Comet', votesCount: 7, hasVoted: false } as Partial<Pet>);
    const { user, button, router } = setup(pet);
    await user.click(button());
    const toast = await toasts().findByText(messages.vote.dailyLimitReached);
    await waitFor(() => expect(button()).toHaveTextContent('7'));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    await user.click(
      within(toast.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', {
        name: 'Share to earn votes',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gallery/${pet.id}`));
    expect(router.state.location.hash).toBe('#share');
  });

  it("says 'You've already voted for this pet' on a 409 and shows it as voted", async () => {
    mockFetch(({ url }) =>
      url.pathname.endsWith('/vote')
        ? json(409, { code: 'ALREADY_VOTED', message: messages.vote.alreadyVoted })
        : json(500, {}),
    );
    const pet = makePet({ petName: 'Bramble', votesCount: 1 });
    const { user, button } = setup(pet);
    await user.click(button());
    expect(await toasts().findByText(messages.vote.alreadyVoted)).toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    expect(button()).toHaveTextContent('1');
  });

  it("shows 'Your entry' and no vote button on the viewer's own pet (card and page)", async () => {
    const fetchMock = mockFetch(() => json(500, {}));
    const pet = makePet({ petName: 'Pepper', votesCount: 5, isOwner: true });
    const queryClient = createQueryClient();
    renderVoting(
      <>
        <VoteButton pet={pet} />
        <VoteButton pet={pet} variant="detail" />
      </>,
      { queryClient, auth: { user: makeUser() } },
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(messages.vote.yourEntry)).toBeVisible();
    // The card keeps its count, without a toggle.
    expect(screen.getByText('5 votes')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
