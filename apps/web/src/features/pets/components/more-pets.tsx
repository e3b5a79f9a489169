import { GALLERY_TOP_COUNT } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMorePets } from '../hooks/use-more-pets';
import type { Pet } from '../types';
import { PetCard } from './pet-card';
import { PetGrid } from './pet-grid';

/**
 * Under a pet's page: a few other recent entries, so a visit does not end at one pet. The server
 * leaves out this pet and the pets held for review (docs/product/gallery.md).
 */
export function MorePets({
  petId,
  renderVote,
  className,
}: {
  petId: string;
  /** The vote control of each card (the page passes the voting feature's). */
  renderVote?: (pet: Pet) => ReactNode;
  className?: string;
}) {
  const { data } = useMorePets(petId, GALLERY_TOP_COUNT);
  const pets = data ?? [];
  if (pets.length === 0) return null;
  return (
    <section aria-labelledby="more-pets-title" className={className}>
      <div className="flex items-end justify-between gap-4">
        <h2 id="more-pets-title" className="text-2xl font-extrabold tracking-tight">
          More pets in the contest
        </h2>
        <Link
          to={href('gallery')}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-coral-700 hover:text-coral-800"
        >
          See all
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <PetGrid className="mt-5">
        {pets.map((pet) => (
          <PetCard key={pet.id} pet={pet} voteSlot={renderVote?.(pet)} />
        ))}
      </PetGrid>
    </section>
  );
}
