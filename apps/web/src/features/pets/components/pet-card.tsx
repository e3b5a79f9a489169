import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { isNewPet, votesLabel } from '../pet-rules';
import { placeholderOf } from '@/lib/image-variants';
import type { Pet } from '../types';
import { PetBadges } from './pet-badges';
import { PetImage } from '@/components/pet-image';

/** Column widths of the standard pet grid (2 → 3 → 4 columns), for the images' `sizes`. */
export const PET_GRID_SIZES =
  '(min-width: 1152px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';

interface PetCardProps {
  pet: Pet;
  /** The first top pet (docs/product/gallery.md). */
  featured?: boolean;
  /**
   * The vote control, filled in by the voting feature (a button with its own count and
   * voted state). Until then the card shows the plain vote count.
   */
  voteSlot?: ReactNode;
  /** Image `sizes` for the grid this card sits in. */
  sizes?: string;
  /** For the first cards above the fold. */
  priority?: boolean;
  /** Under the card's details: e.g. the owner's view of a pet waiting for review (My Pets). */
  notice?: ReactNode;
  /** Heading level of the pet's name within the page outline. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A pet in a grid: photo, name, owner, votes and badges; the whole card opens its page. */
export function PetCard({
  pet,
  featured = false,
  voteSlot,
  sizes = PET_GRID_SIZES,
  priority = false,
  headingLevel: Heading = 'h3',
  notice,
  className,
}: PetCardProps) {
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-border/70 bg-card shadow-soft transition-shadow duration-200 focus-within:shadow-lifted hover:shadow-lifted',
        featured && 'ring-2 ring-coral-400',
        className,
      )}
    >
      <div
        className="relative aspect-[4/5] overflow-hidden"
        style={{ backgroundColor: placeholderOf(pet) }}
      >
        <PetImage
          pet={pet}
          sizes={sizes}
          priority={priority}
          alt=""
          className="size-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-[1.04]"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-plum-900/25 to-transparent"
        />
        <PetBadges
          isNew={isNewPet(pet.createdAt)}
          featured={featured}
          className="absolute top-2.5 left-2.5 sm:top-3 sm:left-3"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading className="truncate text-base leading-snug font-extrabold sm:text-lg">
          {/* The link's box covers the whole card (the vote control sits above it). */}
          <Link
            to={href('pet', { id: pet.id })}
            className="rounded-md after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {pet.petName}
          </Link>
        </Heading>
        <div className="flex min-h-7 items-center justify-between gap-2">
          {pet.isOwner ? (
            // The viewer's own pet: nothing to vote for (docs/decisions/0110-own-entries.md).
            <p className="shrink-0 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-teal-700">
              {messages.vote.yourEntry}
            </p>
          ) : (
            <p className="min-w-0 truncate text-xs text-muted-foreground sm:text-sm">
              {pet.owner.username ? `by @${pet.owner.username}` : null}
            </p>
          )}
          {voteSlot ? (
            <div className="relative z-10 shrink-0">{voteSlot}</div>
          ) : (
            <p className="inline-flex shrink-0 items-center gap-1 rounded-full bg-coral-50 px-2.5 py-1 text-xs font-bold text-coral-800 sm:text-sm">
              <Heart
                aria-hidden="true"
                className="size-3.5 fill-coral-500 text-coral-500 sm:size-4"
              />
              <span aria-hidden="true">{pet.votesCount.toLocaleString('en-US')}</span>
              <span className="sr-only">{votesLabel(pet.votesCount)}</span>
            </p>
          )}
        </div>
        {notice}
      </div>
    </article>
  );
}
