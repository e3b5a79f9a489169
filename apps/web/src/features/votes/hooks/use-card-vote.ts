import { messages } from '@pawprize/shared';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/features/auth';
import { holdNewsletterPopup } from '@/features/newsletter';
import { petKeys } from '@/features/pets';
import { voteKeys } from '../api/keys';
import { castVote, removeVote } from '../api/votes-api';
import { cancelPetReads, patchCachedPet } from '../pet-cache';
import type { VotablePet } from '../types';
import { voteFailure } from '../vote-rules';
import { useLoginAction } from './use-auth-actions';
import { useShareAction } from './use-share-action';
import { useSetVoter } from './use-voter';

const mutationKeyOf = (petId: string) => ['vote', petId] as const;

/**
 * The card vote toggle (docs/product/votes.md): vote ↔ unvote, optimistic in every cached list and
 * page showing the pet, rolled back when the server says no. Every control for the same pet is
 * busy while one of them is.
 */
export function useCardVote(pet: VotablePet) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const setVoter = useSetVoter();
  const loginAction = useLoginAction();
  const shareAction = useShareAction(pet.id);
  const voted = pet.hasVoted === true;
  const busy = useIsMutating({ mutationKey: mutationKeyOf(pet.id) }) > 0;
  // Set in the click itself: a double click's second click comes before React re-renders with
  // `busy`, and must not send a second request (docs/decisions/0045-busy-actions-and-steady-lists.md).
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationKey: mutationKeyOf(pet.id),
    mutationFn: (unvote: boolean) => (unvote ? removeVote(pet.id) : castVote(pet.id)),
    onMutate: async (unvote) => {
      await cancelPetReads(queryClient);
      const delta = unvote ? -1 : 1;
      patchCachedPet(queryClient, pet.id, (cached) => ({
        votesCount: cached.votesCount + delta,
        hasVoted: !unvote,
      }));
      return { delta, before: pet.hasVoted };
    },
    onSuccess: (result, unvote) => {
      patchCachedPet(queryClient, result.petId, () => ({
        votesCount: result.votesCount,
        hasVoted: result.hasVoted,
      }));
      setVoter(result.voter);
      toast.success(unvote ? messages.vote.removed : messages.vote.counted);
    },
    onError: (error, unvote, context) => {
      if (context) {
        patchCachedPet(queryClient, pet.id, (cached) => ({
          votesCount: cached.votesCount - context.delta,
          hasVoted: context.before,
        }));
      }
      const failure = voteFailure(error, messages.vote.processFailed);
      // No newsletter popup on top of the reason (docs/product/newsletter.md).
      holdNewsletterPopup();
      if (failure.kind === 'login') {
        toast.error(failure.message, { action: loginAction });
      } else if (failure.kind === 'limit') {
        toast.error(failure.message, { action: shareAction });
      } else {
        toast.error(failure.message);
      }
      // The server knows better (already voted elsewhere, vote gone, pet removed): re-read.
      if (failure.kind === 'already' || failure.kind === 'gone') {
        if (!unvote && failure.kind === 'already') {
          patchCachedPet(queryClient, pet.id, () => ({ hasVoted: true }));
        }
        void queryClient.invalidateQueries({ queryKey: petKeys.all });
      }
      void queryClient.invalidateQueries({ queryKey: voteKeys.voterAll });
    },
    onSettled: () => {
      inFlight.current = false;
      void queryClient.invalidateQueries({ queryKey: voteKeys.mineAll() });
    },
  });

  function toggle() {
    if (busy || inFlight.current) return;
    if (!user) {
      holdNewsletterPopup();
      toast.error(messages.vote.loginRequired, { action: loginAction });
      return;
    }
    inFlight.current = true;
    mutation.mutate(voted);
  }

  return { voted, busy, toggle };
}
