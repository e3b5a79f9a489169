import { messages } from '@pawprize/shared';
import { ArrowRight, Swords } from 'lucide-react';
import { PhotoSlot } from '@/components/photo-slot';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { apiUrl } from '@/lib/api';
import { useKeepFocus } from '@/lib/use-keep-focus';
import { cn } from '@/lib/utils';
import { CURRENT_BATTLE_PATH } from '../battles-api';
import { votePercent } from '../battle-rules';
import { useBattle } from '../hooks/use-battle';
import { useBattleKeys } from '../hooks/use-battle-keys';
import { BATTLE_CARD, BATTLE_PHOTO_BOX, BATTLE_PHOTO_SIZES, BattleCard } from './battle-card';

/**
 * While the battle loads: the two photo frames where the cards will draw them (on a drawn page
 * the photos come in before the app runs, ADR 0044), and the loading text under them.
 */
function BattleLoading() {
  const from = apiUrl(CURRENT_BATTLE_PATH);
  return (
    <div className="mx-auto max-w-5xl">
      <div aria-hidden="true" className="grid grid-cols-2 gap-2.5 sm:gap-8">
        {(['pet1', 'pet2'] as const).map((key) => (
          <div key={key} className={cn(BATTLE_CARD, 'border-border/70')}>
            <div className={BATTLE_PHOTO_BOX}>
              <Skeleton className="absolute inset-0 rounded-none" />
              <PhotoSlot
                from={from}
                pick={`battle.${key}`}
                sizes={BATTLE_PHOTO_SIZES}
                className="relative block size-full object-cover"
              />
            </div>
          </div>
        ))}
      </div>
      <div role="status" className="flex items-center justify-center gap-3 py-8 text-lg">
        <Spinner />
        {messages.battle.loading}
      </div>
    </div>
  );
}

/**
 * Pet Battle Mode (docs/product/battles.md): two pets side by side (smaller on phones), blind
 * until the vote, then each side's share, 'YOUR VOTE', the total and 'Next Battle'.
 * Keyboard: ← / → pick the left / right pet, Enter goes to the next battle once voted.
 */
export function BattleArena() {
  const state = useBattle();
  const { battle, votedFor, query } = state;
  // After 'Cuter!' the focus goes on to 'Next Battle'; after 'Next Battle', to the new battle's
  // first 'Cuter!' (docs/decisions/0046-focus-stays-on-the-deck.md).
  const arenaRef = useKeepFocus<HTMLElement>(
    `${battle?.id ?? 'none'}|${state.revealed}`,
    state.revealed ? '[data-battle-next]' : '[data-battle-pick]',
    { moveWithin: true },
  );

  useBattleKeys(Boolean(battle), {
    onLeft: () => battle && state.pick(battle.pet1.id),
    onRight: () => battle && state.pick(battle.pet2.id),
    onEnter: () => {
      if (battle?.userVoted) state.nextBattle();
    },
  });

  if (query.isPending) return <BattleLoading />;
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
    <section
      ref={arenaRef}
      tabIndex={-1}
      aria-label="Battle"
      className="mx-auto max-w-5xl outline-none"
      aria-busy={state.loadingNext}
    >
      {/* Side by side at every width, smaller on phones (docs/product/battles.md). */}
      <div className="relative grid grid-cols-2 gap-2.5 sm:gap-8">
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
        {/* The VS mark sits between the two photos: their height is half the row's width. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 flex aspect-[2/1] items-center justify-center"
        >
          <span className="flex size-10 items-center justify-center rounded-full border-[3px] border-background bg-plum-800 font-display text-sm font-black text-white shadow-lifted sm:size-14 sm:border-4 sm:text-lg">
            VS
          </span>
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
              aria-disabled={state.loadingNext || undefined}
              className="aria-disabled:opacity-50"
              data-battle-next
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
