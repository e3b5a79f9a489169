import { messages } from '@pawprize/shared';
import type { BattlePet } from '@pawprize/shared/schemas/battles';
import { Check, Heart, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ComplimentSheetButton } from '@/features/compliments';
import { PetImage } from '@/components/pet-image';
import { ReportButton } from '@/features/moderation';
import { ShareButtons } from '@/features/votes/components';
import { cn } from '@/lib/utils';
import {
  BATTLE_CARD,
  BATTLE_PHOTO_BOX,
  BATTLE_PHOTO_SIZES,
  BATTLE_PHOTO_STYLE,
} from './battle-layout';

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
  const revealed = percent !== undefined;

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
      <BattlePhoto pet={pet} side={side} voted={voted} chosen={chosen} onPick={onPick} />

      <div className="flex flex-1 flex-col gap-2 p-2.5 sm:gap-3 sm:p-4 lg:p-5">
        <BattleCardHeading pet={pet} nameId={nameId} percent={percent} />

        <VoteShareBar percent={percent} chosen={chosen} />

        {/*
          One row from 1024 px; on narrower cards 'Cuter!' and the compliment take their own rows
          (a phone's card is half the screen wide). Once the votes are shown, a phone's spent
          'Cuter!' is its heart alone, in the row of share and report, and the share's bar is left
          out (the figure says it), so the card's buttons stay clear of the 'Next Battle' bar.
        */}
        <div
          className={cn(
            'mt-auto flex flex-wrap items-center gap-1.5 sm:gap-2 lg:flex-nowrap',
            revealed && 'max-sm:gap-1',
          )}
        >
          {/* aria-disabled once voted, so the focus stays in the battle (ADR 0046). */}
          <Button
            type="button"
            size="lg"
            onClick={() => !voted && onPick()}
            aria-disabled={voted || undefined}
            aria-pressed={chosen}
            aria-label={`${messages.battle.cuter} ${pet.name}`}
            className={cn(
              'h-11 min-w-0 flex-1 basis-full gap-1.5 px-2 text-sm sm:basis-0 aria-disabled:opacity-50 sm:h-12 sm:gap-2 sm:px-5 sm:text-base',
              revealed && 'max-sm:size-11 max-sm:flex-none max-sm:basis-auto max-sm:px-0',
            )}
            data-battle-pick
          >
            {sending ? (
              <Spinner />
            ) : (
              <Heart aria-hidden="true" className={cn(chosen && 'fill-current')} />
            )}
            <span className={cn(revealed && 'max-sm:hidden')}>{messages.battle.cuter}</span>
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
            className="size-11 rounded-full border border-input bg-card/70 shadow-soft sm:size-12"
          />
          <ComplimentSheetButton
            petName={pet.name}
            petId={pet.id}
            className="basis-full lg:basis-auto"
            buttonClassName="h-auto min-h-10 w-full px-3 py-2 text-xs whitespace-normal sm:min-h-11 sm:text-sm lg:min-h-12 lg:w-auto lg:px-5"
          />
        </div>

        {sharing ? (
          <div id={shareId}>
            <ShareButtons pet={{ id: pet.id, petName: pet.name }} className="max-w-none" />
          </div>
        ) : null}
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
        {/* The blind placeholder owner (docs/product/battles.md), as a quiet label. */}
        <p className="truncate text-[11px] font-semibold tracking-wide text-muted-foreground uppercase sm:text-xs">
          {pet.username}
        </p>
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
    <div
      aria-hidden="true"
      className="h-2.5 overflow-hidden rounded-full bg-plum-800/8 max-sm:hidden"
    >
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

/** The photo: itself a button that votes, like 'Cuter!'; 'YOUR VOTE' on it once chosen. */
function BattlePhoto({
  pet,
  side,
  voted,
  chosen,
  onPick,
}: Pick<BattleCardProps, 'pet' | 'side' | 'voted' | 'chosen' | 'onPick'>) {
  return (
    <div className={BATTLE_PHOTO_BOX} style={BATTLE_PHOTO_STYLE}>
      <PetImage
        pet={{ ...pet, petName: pet.name }}
        sizes={BATTLE_PHOTO_SIZES}
        priority
        className={cn(
          'size-full object-cover motion-safe:transition-transform motion-safe:duration-300',
          !voted && 'group-hover/photo:scale-[1.03]',
        )}
      />
      {/* The whole photo votes, like 'Cuter!' (aria-disabled once voted, ADR 0046). */}
      <button
        type="button"
        onClick={() => !voted && onPick()}
        aria-disabled={voted || undefined}
        aria-label={`Vote for ${pet.name}`}
        className={cn(
          'peer absolute inset-0 size-full rounded-t-[1.35rem] outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-inset',
          voted ? 'cursor-default' : 'cursor-pointer',
        )}
        data-battle-photo
      />
      {chosen ? (
        <Badge
          variant="primary"
          className="pointer-events-none absolute top-2 left-2 px-2 py-0.5 text-xs shadow-soft sm:top-3 sm:left-3 sm:px-3 sm:py-1 sm:text-sm"
        >
          <Check aria-hidden="true" />
          {messages.battle.yourVote}
        </Badge>
      ) : null}
      <span className="sr-only">{side === 'left' ? 'Left pet' : 'Right pet'}</span>
    </div>
  );
}
