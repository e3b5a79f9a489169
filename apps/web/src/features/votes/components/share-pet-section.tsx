import { SHARE_BOOST_VOTES } from '@pawprize/shared';
import { MoreShareLinks } from './more-share-links';
import { ShareButtons } from './share-buttons';

/**
 * On a pet's page: share it (each credited share earns 3 bonus votes today, docs/product/votes.md).
 */
export function SharePetSection({ pet }: { pet: { id: string; petName: string } }) {
  return (
    <section aria-labelledby="share-pet-title">
      <h2 id="share-pet-title" className="text-lg font-extrabold">
        Share {pet.petName}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Rally some votes, and earn {SHARE_BOOST_VOTES} bonus votes for yourself today.
      </p>
      <ShareButtons pet={pet} anchor className="mt-3" />
      <h3 className="mt-5 text-sm font-bold text-plum-800">More ways to share</h3>
      <p className="text-xs text-muted-foreground">These don&apos;t earn bonus votes.</p>
      <MoreShareLinks pet={pet} className="mt-2" />
    </section>
  );
}
