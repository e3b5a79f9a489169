import { messages } from '@pawprize/shared';
import type { BattlePet } from '@pawprize/shared/schemas/battles';
import { Check, Heart, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ComplimentButton } from '@/features/compliments';
import { PetImage } from '@/components/pet-image';
import { ReportButton } from '@/features/moderation';
import { ShareButtons } from '@/features/votes/components';
import { cn } from '@/lib/utils';

interface BattleCardProps {
  pet: BattlePet;
  side: 'left' | 'right';
  /** The viewer has picked a pet in this battle (this one or the other). */
  voted: boolean;
  /** This pet is the viewer's pick. */
  chosen: boolean;
  /** The whole-number share of the votes, null with none; undefined while blind. */
  percent: number | null | undefined;
  /** The vote for this pet is on its way. */
  sending: boolean;
  onPick: () => void;
}

/** How wide a contestant's photo is drawn: half the arena. */
export const BATTLE_PHOTO_SIZES = '(min-width: 1024px) 496px, 50vw';

/** The card's frame and its photo's box (the loading state draws the same). */
export const BATTLE_CARD =
  'relative flex flex-col overflow-hidden rounded-3xl border-2 bg-card shadow-soft';
export const BATTLE_PHOTO_BOX = 'relative aspect-square overflow-hidden';

/** One contestant: photo, name, 'Pet Owner', 'Cuter!', then its share of the votes. */
export function BattleCard({
  pet,
  side,
  voted,
  chosen,
  percent,
  sending,
  onPick,
}: BattleCardProps) {
  const [sharing, setSharing] = useState(false);
  const shareId = useId();
  const nameId = useId();
  const imagePet = { ...pet, petName: pet.name };

  return (
    <article
      aria-labelledby={nameId}
      data-side={side}
      className={cn(
        BATTLE_CARD,
        'transition-[border-color,box-shadow]',
        chosen ? 'border-coral-500 shadow-lifted' : 'border-border/70',
        voted && !chosen && 'opacity-90',
      )}
    >
      <div className={BATTLE_PHOTO_BOX}>
        <PetImage
          pet={imagePet}
          sizes={BATTLE_PHOTO_SIZES}
          priority
          className="size-full object-cover"
        />
        {chosen ? (
          <Badge
            variant="primary"
            className="absolute top-2 left-2 px-2 py-0.5 text-xs shadow-soft sm:top-3 sm:left-3 sm:px-3 sm:py-1 sm:text-sm"
          >
            <Check aria-hidden="true" />
            {messages.battle.yourVote}
          </Badge>
        ) : null}
        <span className="sr-only">{side === 'left' ? 'Left pet' : 'Right pet'}</span>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-2.5 sm:gap-4 sm:p-5">
        <BattleCardHeading pet={pet} nameId={nameId} percent={percent} />

        <VoteShareBar percent={percent} chosen={chosen} />

        <div className="flex flex-wrap items-center gap-1.5 sm:flex-nowrap sm:gap-2">
          {/* aria-disabled once voted, so the focus stays in the battle (ADR 0046). */}
          <Button
            type="button"
            size="lg"
            onClick={() => !voted && onPick()}
            aria-disabled={voted || undefined}
            aria-pressed={chosen}
            aria-label={`${messages.battle.cuter} ${pet.name}`}
            className="h-11 min-w-0 flex-1 basis-full gap-1.5 px-2 text-sm sm:basis-0 aria-disabled:opacity-50 sm:h-12 sm:gap-2 sm:px-7 sm:text-base"
            data-battle-pick
          >
            {sending ? (
              <Spinner />
            ) : (
              <Heart aria-hidden="true" className={cn(chosen && 'fill-current')} />
            )}
            {messages.battle.cuter}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className="size-11 sm:size-12"
            aria-expanded={sharing}
            aria-controls={shareId}
            aria-label={`Share ${pet.name}`}
            onClick={() => setSharing((open) => !open)}
          >
            <Share2 aria-hidden="true" />
          </Button>
          <ReportButton
            variant="icon"
            target={{ subjectType: 'pet', subjectId: pet.id, label: pet.name }}
            className="size-12 rounded-full border border-input bg-card/70 shadow-soft"
          />
        </div>

        {sharing ? (
          <div id={shareId}>
            <ShareButtons pet={{ id: pet.id, petName: pet.name }} className="max-w-none" />
          </div>
        ) : null}

        {/* On phones the card is half the screen wide: the button takes the width and wraps. */}
        <ComplimentButton
          petName={pet.name}
          petId={pet.id}
          className="mt-auto [&>button]:h-auto [&>button]:min-h-9 [&>button]:w-full [&>button]:px-3 [&>button]:py-2 [&>button]:text-xs [&>button]:whitespace-normal sm:[&>button]:h-11 sm:[&>button]:w-auto sm:[&>button]:px-5 sm:[&>button]:py-0 sm:[&>button]:text-sm"
        />
      </div>
    </article>
  );
}

/** The pet's name and owner, and its share of the votes once they are shown. */
function BattleCardHeading({
  pet,
  nameId,
  percent,
}: {
  pet: BattlePet;
  nameId: string;
  percent: number | null | undefined;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
      <div className="min-w-0 max-w-full">
        <h2
          id={nameId}
          className="truncate font-display text-lg font-extrabold text-plum-800 sm:text-2xl"
        >
          {pet.name}
        </h2>
        <p className="truncate text-xs text-muted-foreground sm:text-sm">{pet.username}</p>
      </div>
      {percent !== undefined ? (
        <p
          className="shrink-0 text-right font-display font-black text-plum-800"
          data-testid="battle-percent"
        >
          {percent === null ? (
            <span className="text-sm font-semibold text-muted-foreground sm:text-base">
              {messages.battle.noVotesYet}
            </span>
          ) : (
            <span className="text-2xl tabular-nums sm:text-3xl">{percent}%</span>
          )}
        </p>
      ) : null}
    </div>
  );
}

/** The share of the votes as a bar (hidden from screen readers: the figure says it). */
function VoteShareBar({
  percent,
  chosen,
}: {
  percent: number | null | undefined;
  chosen: boolean;
}) {
  if (percent === undefined) return null;
  return (
    <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-plum-800/8">
      <div
        className={cn(
          'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700',
          chosen ? 'bg-coral-500' : 'bg-teal-500',
        )}
        style={{ width: `${percent ?? 0}%` }}
      />
    </div>
  );
}
