import { messages } from '@pawprize/shared';
import type { BattleView } from '@pawprize/shared/schemas/battles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { battleKeys, createNextBattle, fetchCurrentBattle, voteInBattle } from '../battles-api';

/** The server's own text for a refused vote (already voted, daily cap…), as a toast description. */
function refusalOf(error: unknown): string | undefined {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 0) {
    return error.message;
  }
  return undefined;
}

/**
 * The viewer's battle (docs/product/battles.md): the pending matchup, a vote (marked at once,
 * reset when it fails) and the next matchup. Counts stay hidden until the vote comes back.
 */
export function useBattle() {
  const { user } = useAuth();
  const viewer = user?.id ?? 'visitor';
  const queryClient = useQueryClient();
  const key = battleKeys.current(viewer);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchCurrentBattle(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  // The choice in flight: shown as the vote before the server answers; cleared on failure.
  const [pending, setPending] = useState<{ battleId: string; petId: string } | null>(null);

  const loadFailedShown = useRef(false);
  useEffect(() => {
    if (query.isError && !loadFailedShown.current) {
      loadFailedShown.current = true;
      toast.error(messages.battle.loadFailed);
    }
    if (!query.isError) loadFailedShown.current = false;
  }, [query.isError]);

  const vote = useMutation({
    mutationFn: ({ battleId, petId }: { battleId: string; petId: string }) =>
      voteInBattle(battleId, petId),
    onMutate: (choice) => setPending(choice),
    onSuccess: (battle) => {
      queryClient.setQueryData<BattleView | null>(key, battle);
      setPending(null);
      toast.success(messages.battle.voteCast);
      // Battle votes count toward an account's streak.
      void queryClient.invalidateQueries({ queryKey: ['voter'] });
    },
    onError: (error) => {
      setPending(null);
      toast.error(messages.battle.voteFailed, { description: refusalOf(error) });
    },
  });

  const next = useMutation({
    mutationFn: (_reason: 'next' | 'create') => createNextBattle(),
    onSuccess: (battle) => {
      setPending(null);
      queryClient.setQueryData<BattleView | null>(key, battle);
    },
    onError: (error, reason) => {
      if (isApiError(error) && error.status === 409) {
        queryClient.setQueryData<BattleView | null>(key, null);
        toast.error(messages.battle.notEnoughPets);
      } else {
        toast.error(
          reason === 'create' ? messages.battle.createFailed : messages.battle.loadFailed,
        );
      }
    },
  });

  const battle = query.data ?? null;
  const votedFor =
    battle?.userVoted ??
    (pending && battle && pending.battleId === battle.id ? pending.petId : null);

  return {
    query,
    battle,
    /** The pet the viewer picked (in flight or recorded), or null before the vote. */
    votedFor,
    /** True once the server has answered with the counts. */
    revealed: Boolean(battle?.userVoted) && battle?.totalVotes !== null,
    voting: vote.isPending,
    loadingNext: next.isPending,
    pick(petId: string) {
      if (!battle || votedFor || vote.isPending) return;
      vote.mutate({ battleId: battle.id, petId });
    },
    nextBattle: () => {
      if (!next.isPending) next.mutate('next');
    },
    createBattle: () => {
      if (!next.isPending) next.mutate('create');
    },
  };
}
