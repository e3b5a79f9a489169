/**
 * The pet shapes of `/api/pets*`, from the shared contract (`packages/shared/src/schemas/pets.ts`).
 * Types only: the web trusts its own API here, so zod stays out of the first bundle (the home
 * page shows pets).
 */
export type {
  Leaderboard,
  Pet,
  PetImageVariant,
  PetList,
  PetSort,
  RankedPet,
  StorageStatus,
} from '@pawprize/shared/schemas/pets';
