import { Heart, X } from 'lucide-react';
import { memo, type CSSProperties } from 'react';
import { votesLabel } from '@/features/pets/photo-kit';
import { PetImage } from '@/components/pet-image';
import { placeholderOf } from '@/lib/image-variants';
import { cn } from '@/lib/utils';
import { useSwipeDrag } from '../hooks/use-swipe-drag';
import type { SwipeDirection, VotablePet } from '../types';
import { dragLabelOf } from '../vote-rules';

/** How wide a card's photo is drawn. */
export const DECK_PHOTO_SIZES = '(min-width: 640px) 420px, 92vw';

/** The card's photo and caption: the same while it is dragged, so it is not re-rendered. */
const CardFace = memo(function CardFace({
  pet,
  priority,
  photo,
  onPhotoSettled,
}: {
  pet: VotablePet;
  priority: boolean;
  /** False: the photo's colour only, until the top card's photo is drawn (see SwipeDeck). */
  photo: boolean;
  onPhotoSettled?: () => void;
}) {
  return (
    <>
      {photo ? (
        <PetImage
          pet={pet}
          sizes={DECK_PHOTO_SIZES}
          priority={priority}
          alt={`${pet.petName}, the pet`}
          className="pointer-events-none size-full object-cover select-none"
          onSettled={onPhotoSettled}
        />
      ) : null}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-plum-900/85 via-plum-900/40 to-transparent"
      />
      <div
        className="pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between gap-3 p-5 text-white sm:p-6"
        data-card-caption
      >
        <div className="min-w-0">
          <h2 className="truncate font-display text-3xl leading-tight font-black text-white drop-shadow-sm">
            {pet.petName}
          </h2>
          {pet.owner.username ? (
            <p className="truncate text-sm font-medium text-white/85">by @{pet.owner.username}</p>
          ) : null}
        </div>
        <p className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-white/20 px-3 py-1 text-sm font-bold backdrop-blur-sm">
          <Heart aria-hidden="true" className="size-4 fill-white" />
          <span aria-hidden="true">{pet.votesCount.toLocaleString('en-US')}</span>
          <span className="sr-only">{votesLabel(pet.votesCount)}</span>
        </p>
      </div>
    </>
  );
});

/** The 'CUTE!' / 'NOPE' stamp over a card being swiped. */
function SwipeStamp({ direction, opacity }: { direction: SwipeDirection; opacity: number }) {
  const cute = direction === 'right';
  return (
    <div
      aria-hidden="true"
      data-testid="swipe-label"
      className={cn(
        'pointer-events-none absolute top-6 flex items-center gap-1.5 rounded-2xl border-4 bg-white/90 px-3 py-1 font-display text-3xl font-black tracking-wider shadow-lifted',
        cute
          ? 'left-5 -rotate-12 border-teal-500 text-teal-600'
          : 'right-5 rotate-12 border-coral-500 text-coral-600',
      )}
      style={{ opacity }}
    >
      {cute ? (
        <Heart className="size-6 fill-current" strokeWidth={2.5} />
      ) : (
        <X className="size-6" strokeWidth={3} />
      )}
      {cute ? 'CUTE!' : 'NOPE'}
    </div>
  );
}

interface SwipeCardProps {
  pet: VotablePet;
  /** 0 = the top card (draggable); 1, 2 = the cards waiting behind it. */
  depth: number;
  /** The top card is flying off this way (after a swipe, a button or a key). */
  exiting: SwipeDirection | null;
  disabled: boolean;
  onSwipe: (direction: SwipeDirection) => void;
  /** Whether the card draws its photo (else its colour). */
  photo: boolean;
  /** Called once its photo is drawn or could not be loaded. */
  onPhotoSettled?: () => void;
}

/**
 * One card of the deck. Only `transform` and `opacity` change while dragging or flying off,
 * so the browser composites it without layout (no jank on phones).
 */
export function SwipeCard({
  pet,
  depth,
  exiting,
  disabled,
  onSwipe,
  photo,
  onPhotoSettled,
}: SwipeCardProps) {
  const top = depth === 0;
  const drag = useSwipeDrag({ enabled: top && !disabled && !exiting, onSwipe });
  const label = exiting ? { direction: exiting, opacity: 1 } : top ? dragLabelOf(drag.dx) : null;

  let transform: string;
  if (top && exiting) {
    transform = `translate3d(${exiting === 'right' ? 140 : -140}%, 4%, 0) rotate(${exiting === 'right' ? 18 : -18}deg)`;
  } else if (top) {
    const tilt = Math.max(-15, Math.min(15, drag.dx / 18));
    transform = `translate3d(${drag.dx}px, 0, 0) rotate(${tilt}deg)`;
  } else {
    transform = `translate3d(0, ${depth * 22}px, 0) scale(${1 - depth * 0.05})`;
  }
  const style: CSSProperties = {
    transform,
    opacity: top && exiting ? 0 : 1,
    zIndex: 10 - depth,
    backgroundColor: placeholderOf(pet),
    transition: drag.dragging
      ? 'none'
      : 'transform 280ms cubic-bezier(0.2, 0.8, 0.2, 1), opacity 240ms ease-in',
  };

  return (
    <article
      aria-label={top ? pet.petName : undefined}
      aria-hidden={top ? undefined : true}
      data-testid={top ? 'swipe-card' : undefined}
      data-top-card={top || undefined}
      data-dragging={drag.dragging || undefined}
      className={cn(
        'absolute inset-0 overflow-hidden rounded-3xl shadow-lifted ring-1 ring-plum-900/5 will-change-transform select-none',
        top ? 'cursor-grab touch-pan-y data-[dragging]:cursor-grabbing' : 'pointer-events-none',
      )}
      style={style}
      onDragStart={(event) => event.preventDefault()}
      {...(top ? drag.handlers : {})}
    >
      <CardFace pet={pet} priority={depth < 2} photo={photo} onPhotoSettled={onPhotoSettled} />
      {label ? <SwipeStamp direction={label.direction} opacity={label.opacity} /> : null}
      {depth > 0 ? <div aria-hidden="true" className="absolute inset-0 bg-cream-100/25" /> : null}
    </article>
  );
}
