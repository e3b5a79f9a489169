import type { Slots } from './expand.ts';

/**
 * What the photo shows decides some jokes (docs/decisions/0060-image-screening.md): the screening
 * detector's species. Items that only fit some animals are dropped for the others ("I did not chew
 * one shoe" is a dog's line, not a kitten's), and the species' own words join the nouns. With no
 * species (screening off, or an animal the detector does not know), every item stays.
 */
const DOG_ONLY = new Set([
  "someone says the word 'walk'",
  'eat the homework',
  'eating the homework',
  'dig up the flower bed',
  'chew one shoe (just one)',
  'mail carrier',
  'squirrel',
  'whether the mail carrier is a friend',
  'tennis balls',
  'the mail carrier',
  'barking at a leaf',
  'walk',
  'park',
]);

/** The lines each species may hear: dog lines only for dogs. */
const ONLY_FOR: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [...DOG_ONLY].map((item) => [item, new Set(['dog'])]),
);

/** Extra words for a species, per slot. */
const EXTRA: Readonly<Record<string, Partial<Record<string, readonly string[]>>>> = {
  cat: {
    petNoun: ['kitty', 'cat', 'whiskered genius'],
    mischief: ['knock the pen off the desk', 'sit in the shoebox'],
    nobodyAction: ['sitting in a very small box'],
  },
  dog: { petNoun: ['pup', 'good dog', 'doggo'] },
  bird: { petNoun: ['birdie', 'feathered friend'] },
  horse: { petNoun: ['pony', 'horse'] },
};

const cache = new WeakMap<Slots, Map<string, Slots>>();

/** `slots` as they fit `species` (the same object when no species is known). */
export function slotsForSpecies(slots: Slots, species: string | null | undefined): Slots {
  if (!species) return slots;
  let bySpecies = cache.get(slots);
  if (!bySpecies) {
    bySpecies = new Map();
    cache.set(slots, bySpecies);
  }
  const hit = bySpecies.get(species);
  if (hit) return hit;
  const out: Record<string, readonly string[]> = {};
  for (const [slot, items] of Object.entries(slots)) {
    const kept = items.filter((item) => {
      const only = ONLY_FOR.get(item);
      return !only || only.has(species);
    });
    const extra = EXTRA[species]?.[slot] ?? [];
    out[slot] = [...(kept.length > 0 ? kept : items), ...extra];
  }
  bySpecies.set(species, out);
  return out;
}
