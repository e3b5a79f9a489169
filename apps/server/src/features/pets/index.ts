/** What other features use of pets: the routes, the pet row and its API shape, and "has the voter voted" for lists. */
export { petRoutes } from './pets.routes.ts';
export type { PetRow } from './pets.queries.ts';
export { toPet, votedPetIds } from './pets.queries.ts';
export { pickListImage } from './pets.rules.ts';
