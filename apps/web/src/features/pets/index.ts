// The pet feature's light core: the home page (in the first bundle) uses it. The other pages'
// components are in ./components (lazy pages import them from there), so the upload form,
// dialogs and lists load only with their pages.
export { petKeys, storageKeys } from './api/keys';
export { HeroPhotoGrid } from './components/hero-photo-grid';
export { PetCard, PET_GRID_SIZES } from './components/pet-card';
export { TopPetsSection } from './components/top-pets-section';
export { usePet } from './hooks/use-pet';
export type { Pet, PetSort, RankedPet } from './types';
