import { messages } from '@pawprize/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/features/auth';
import { holdNewsletterPopup } from '@/features/newsletter';
import { viewerOf, voteKeys } from '../api/keys';
import { getQueue, swipe } from '../api/votes-api';
import { rememberAnonymousVote } from '../browser-storage';
import { patchCachedPet } from '../pet-cache';
import type { SwipeDirection, VotablePet } from '../types';
import { voteFailure } from '../vote-rules';
import { DECK_TOASTER_ID } from './use-deck-toasts';
import { useSetVoter } from './use-voter';

/** What a swipe did goes to the deck's toaster: on phones above the card's name, clear of the buttons. */
const DECK_TOAST = { toasterId: DECK_TOASTER_ID };

/** How long a swiped card takes to fly off (the next card shows after it, not during). */
export const EXIT_MS = 240;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface SwipeInput {
  pet: VotablePet;
  direction: SwipeDirection;
}

/**
 * The swipe deck's state (docs/product/votes.md): the queue from the server, the current index
 * (it advances only after the server said yes), the card on its way out, and the daily limit.
 */
export function useSwipeDeck({ onCuteVote }: { onCuteVote?: () => void } = {}) {
  const { user, isLoading } = useAuth();
  const viewer = viewerOf(user);
  const queryClient = useQueryClient();
  const setVoter = useSetVoter();
  const queue = useQuery({
    queryKey: voteKeys.queue(viewer),
    queryFn: ({ signal }) => getQueue(signal),
    enabled: !isLoading,
    // The deck is walked by index: it changes only when asked (Vote Again), never behind it.
    staleTime: Infinity,
    gcTime: 0,
  });
  // The index belongs to one fetch of the queue: a refetch starts again at 0.
  const [position, setPosition] = useState({ fetchedAt: 0, index: 0 });
  const fetchedAt = queue.dataUpdatedAt;
  const index = position.fetchedAt === fetchedAt ? position.index : 0;
  const pets = queue.data ?? [];
  const current = pets[index] ?? null;
  const [exiting, setExiting] = useState<SwipeDirection | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const mutation = useMutation({
    mutationFn: ({ pet, direction }: SwipeInput) => swipe(pet.id, direction),
  });

  function advance() {
    setPosition((p) => ({
      fetchedAt,
      index: (p.fetchedAt === fetchedAt ? p.index : 0) + 1,
    }));
  }

  function commit(direction: SwipeDirection) {
    if (!current || mutation.isPending || exiting) return;
    const pet = current;
    const startedAt = performance.now();
    setExiting(direction);
    mutation.mutate(
      { pet, direction },
      {
        onSuccess: (result) => {
          if (result.stored) {
            toast.success(messages.vote.swipeCute, DECK_TOAST);
            setVoter(result.voter);
            patchCachedPet(queryClient, pet.id, () => ({
              votesCount: result.votesCount,
              hasVoted: true,
            }));
            void queryClient.invalidateQueries({ queryKey: voteKeys.mineAll() });
            if (result.voter.kind === 'visitor') rememberAnonymousVote(pet.id);
            onCuteVote?.();
          } else {
            toast(messages.vote.swipeNotCute, DECK_TOAST);
          }
          // Let the card finish flying off before the next one takes its place.
          const left = prefersReducedMotion() ? 0 : EXIT_MS - (performance.now() - startedAt);
          timer.current = setTimeout(
            () => {
              advance();
              setExiting(null);
            },
            Math.max(0, left),
          );
        },
        onError: (error) => {
          const failure = voteFailure(error, messages.vote.recordFailed);
          // No newsletter popup on top of the reason (docs/product/newsletter.md).
          holdNewsletterPopup();
          toast.error(failure.message, DECK_TOAST);
          if (failure.kind === 'already' || failure.kind === 'gone') {
            // Voted in another tab, or the pet was removed: nothing to decide here any more.
            advance();
          } else if (failure.kind === 'limit') {
            void queryClient.invalidateQueries({ queryKey: voteKeys.voterAll });
          }
          setExiting(null);
        },
      },
    );
  }

  /** Vote Again: the index back to 0 and a fresh queue (pets voted on are left out). */
  function restart() {
    setExiting(null);
    void queue.refetch();
  }

  return {
    queue,
    pets,
    index,
    current,
    exiting,
    busy: mutation.isPending || exiting !== null,
    commit,
    restart,
    /** Every pet of this queue was decided. */
    complete: queue.isSuccess && pets.length > 0 && index >= pets.length,
    /** The server had no pets to offer. */
    empty: queue.isSuccess && pets.length === 0,
  };
}
