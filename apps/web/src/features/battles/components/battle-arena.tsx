import { messages } from '@pawprize/shared';
import { ArrowRight, Swords } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/features/pets/components/empty-state';
import { LoadError } from '@/features/pets/components/load-error';
import { votePercent } from '../battle-rules';
import { useBattle } from '../hooks/use-battle';
import { useBattleKeys } from '../hooks/use-battle-keys';
import { BattleCard } from './battle-card';

/**
 * Pet Battle Mode (docs/product/battles.md): two pets side by side (stacked on phones), blind
 * until the vote, then each side's share, 'YOUR VOTE', the total and 'Next Battle'.
 * Keyboard: ← / → pick the left / right pet, Enter goes to the next battle once voted.
 */
export function BattleArena() {
  const state = useBattle();
  const { battle, votedFor, query } = state;

  useBattleKeys(Boolean(battle), {
    onLeft: () => battle && state.pick(battle.pet1.id),
    onRight: () => battle && state.pick(battle.pet2.id),
    onEnter: () => {
      if (battle?.userVoted) state.nextBattle();
    },
  });

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-lg">
        <Spinner />
        {messages.battle.loading}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={messages.battle.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="mx-auto max-w-2xl"
      />
    );
  }
  if (!battle) {
    return (
      <EmptyState
        icon={Swords}
        title={messages.battle.noBattle}
        action={
          <Button type="button" onClick={state.createBattle} disabled={state.loadingNext}>
            {state.loadingNext ? <Spinner /> : <Swords aria-hidden="true" />}
            {messages.battle.createNew}
          </Button>
        }
      >
        Battles need at least two pets. Upload yours, or try again in a moment.
      </EmptyState>
    );
  }

  const revealed = state.revealed;
  const sides = [
    { pet: battle.pet1, side: 'left' as const, key: 'pet1' as const },
    { pet: battle.pet2, side: 'right' as const, key: 'pet2' as const },
  ];

  return (
    <section aria-label="Battle" className="mx-auto max-w-5xl" aria-busy={state.loadingNext}>
      <div className="relative grid gap-5 sm:grid-cols-2 sm:gap-8">
        {sides.map(({ pet, side, key }) => (
          <BattleCard
            key={`${battle.id}-${pet.id}`}
            pet={pet}
            side={side}
            voted={votedFor !== null}
            chosen={votedFor === pet.id}
            percent={revealed ? votePercent(battle, key) : undefined}
            sending={state.voting && votedFor === pet.id}
            onPick={() => state.pick(pet.id)}
          />
        ))}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 hidden size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-4 border-background bg-plum-800 font-display text-lg font-black text-white shadow-lifted sm:flex"
        >
          VS
        </span>
      </div>

      <div aria-live="polite" className="mt-8 flex flex-col items-center gap-4 text-center">
        {revealed ? (
          <>
            <p className="font-semibold text-plum-700">
              {messages.battle.totalVotes(battle.totalVotes ?? 0)}
            </p>
            <Button
              type="button"
              size="lg"
              variant="accent"
              onClick={state.nextBattle}
              disabled={state.loadingNext}
            >
              {state.loadingNext ? <Spinner /> : null}
              {messages.battle.next}
              {state.loadingNext ? null : <ArrowRight aria-hidden="true" />}
            </Button>
          </>
        ) : (
          <p className="hidden text-sm text-muted-foreground sm:block">
            Tip: press <kbd className="rounded border bg-card px-1.5 font-sans">←</kbd> or{' '}
            <kbd className="rounded border bg-card px-1.5 font-sans">→</kbd> to pick, then{' '}
            <kbd className="rounded border bg-card px-1.5 font-sans">Enter</kbd> for the next
            battle.
          </p>
        )}
      </div>
    </section>
  );
}
