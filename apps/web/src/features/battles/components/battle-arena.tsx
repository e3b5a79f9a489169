import { messages } from '@pawprize/shared';
import { ArrowRight, Swords } from 'lucide-react';
import type { CSSProperties } from 'react';
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
import { BattleCard } from './battle-card';
import {
  BATTLE_CARD,
  BATTLE_PHOTO_BOX,
  BATTLE_PHOTO_SIZES,
  BATTLE_PHOTO_STYLE,
} from './battle-layout';

/** The two cards' row; a size container, so the VS mark can find the photos' middle. */
const BATTLE_GRID =
  'relative grid grid-cols-2 gap-(--battle-gap) @container [--battle-gap:0.625rem] [--battle-room:31rem] sm:[--battle-gap:2rem] sm:[--battle-room:33rem]';
/**
 * How tall a photo may be: the screen less what sits above the arena (the site's bar and the
 * page's title) and under the photo (the name and the buttons; from 640 px also the 'Next Battle'
 * pill), so both cards and their buttons fit one screen (1280 × 800 and 375 × 667 measured in the
 * browser tests); never under 8.5rem. The numbers are the heights of those parts at each width
 * (docs/product/battles.md). Phones hold 'Next Battle' in a bar over the bottom edge once the
 * votes are shown: the photo then leaves room for it too (BATTLE_GRID_REVEALED).
 */
/** After the vote on phones: the room under the photos also holds the 'Next Battle' bar. */
const BATTLE_GRID_REVEALED = 'max-sm:[--battle-room:34rem]';
const BATTLE_GRID_STYLE = {
  '--battle-photo-max': 'max(8.5rem, calc(100svh - var(--battle-room)))',
} as CSSProperties;
/** Half a photo's height: square (half the row less the gap) unless the screen is short. */
const VS_MARK_STYLE = {
  height: 'min(calc((100cqw - var(--battle-gap)) / 2), var(--battle-photo-max))',
} as CSSProperties;

/**
 * While the battle loads: the two photo frames where the cards will draw them (on a drawn page
 * the photos come in before the app runs, ADR 0044), and the loading text under them.
 */
function BattleLoading() {
  const from = apiUrl(CURRENT_BATTLE_PATH);
  return (
    <div className="mx-auto max-w-5xl">
      <div aria-hidden="true" className={BATTLE_GRID} style={BATTLE_GRID_STYLE}>
        {(['pet1', 'pet2'] as const).map((key) => (
          <div key={key} className={cn(BATTLE_CARD, 'border-border/70')}>
            <div className={BATTLE_PHOTO_BOX} style={BATTLE_PHOTO_STYLE}>
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
      <div className={cn(BATTLE_GRID, revealed && BATTLE_GRID_REVEALED)} style={BATTLE_GRID_STYLE}>
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
        {/* The VS mark sits between the two photos, halfway down them. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 flex items-center justify-center"
          style={VS_MARK_STYLE}
        >
          <span className="flex size-10 items-center justify-center rounded-full border-[3px] border-background bg-plum-800 font-display text-sm font-black text-white shadow-lifted sm:size-14 sm:border-4 sm:text-lg">
            VS
          </span>
        </span>
      </div>

      <BattleFooter
        revealed={revealed}
        totalVotes={battle.totalVotes ?? 0}
        loadingNext={state.loadingNext}
        onNext={state.nextBattle}
      />
    </section>
  );
}

/**
 * Under the cards: the keyboard tip before the vote; after it the total and 'Next Battle', which
 * stays in reach (docs/product/battles.md): held at the bottom of the screen on phones, where the
 * cards then leave room for it, so it covers none of their buttons.
 */
function BattleFooter({
  revealed,
  totalVotes,
  loadingNext,
  onNext,
}: {
  revealed: boolean;
  totalVotes: number;
  loadingNext: boolean;
  onNext: () => void;
}) {
  return (
    <div
      aria-live="polite"
      className={cn(
        'mt-4 flex flex-col items-center gap-2 text-center',
        revealed && [
          'sticky bottom-0 z-20',
          // Phones: a bar along the bottom edge; wider: a pill floating above it.
          'max-sm:-mx-4 max-sm:flex-row max-sm:justify-between max-sm:gap-3 max-sm:text-left max-sm:border-t max-sm:border-border/70 max-sm:bg-background/95 max-sm:px-4 max-sm:pt-2 max-sm:pb-[max(0.5rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-8px_24px_-12px_rgb(60_20_60/0.25)] max-sm:backdrop-blur',
          'sm:bottom-4 sm:mx-auto sm:w-fit sm:flex-row sm:gap-5 sm:rounded-full sm:border sm:border-border/70 sm:bg-card/95 sm:py-2 sm:pr-2 sm:pl-6 sm:shadow-lifted sm:backdrop-blur',
        ],
      )}
      data-battle-footer
    >
      {revealed ? (
        <>
          <p className="text-sm leading-snug font-semibold text-plum-700 sm:text-base">
            {messages.battle.totalVotes(totalVotes)}
          </p>
          <Button
            type="button"
            size="lg"
            variant="accent"
            onClick={onNext}
            aria-disabled={loadingNext || undefined}
            className="shrink-0 aria-disabled:opacity-50 max-sm:h-12 max-sm:px-5"
            data-battle-next
          >
            {loadingNext ? <Spinner /> : null}
            {messages.battle.next}
            {loadingNext ? null : <ArrowRight aria-hidden="true" />}
          </Button>
        </>
      ) : (
        <p className="hidden text-sm text-muted-foreground sm:block">
          Tip: press <kbd className="rounded border bg-card px-1.5 font-sans">←</kbd> or{' '}
          <kbd className="rounded border bg-card px-1.5 font-sans">→</kbd> to pick, then{' '}
          <kbd className="rounded border bg-card px-1.5 font-sans">Enter</kbd> for the next battle.
        </p>
      )}
    </div>
  );
}
