import { LEADERBOARD_SIZE } from '@pawprize/shared';
import { PawPrint } from 'lucide-react';
import { useLeaderboard } from '../hooks/use-leaderboard';
import { useMyRanks } from '../hooks/use-standing';
import { LeaderboardRow } from './leaderboard-row';

/**
 * "Your pets", pinned under the leaderboard for a signed-in owner (docs/product/gallery.md,
 * Leaderboard): their public pets outside the top 10, each with its rank.
 */
export function YourPetsRanks() {
  const query = useMyRanks();
  const top = useLeaderboard();
  // Pinned once the top 10 is on screen, and only the pets it does not show.
  if (!top.data) return null;
  const shown = new Set(top.data.slice(0, LEADERBOARD_SIZE).map((pet) => pet.id));
  const pets = (query.data ?? []).filter((pet) => !shown.has(pet.id));
  if (pets.length === 0) return null;
  return (
    <section aria-labelledby="your-pets-ranks" className="mt-8">
      <h2
        id="your-pets-ranks"
        className="mb-3 flex items-center gap-2 text-lg font-extrabold text-plum-800"
      >
        <PawPrint aria-hidden="true" className="size-5 text-coral-700" />
        Your pets
      </h2>
      <ol className="grid grid-cols-1 gap-3" aria-label="Your pets by rank">
        {pets.map((pet) => (
          <LeaderboardRow key={pet.id} pet={pet} mine />
        ))}
      </ol>
    </section>
  );
}
