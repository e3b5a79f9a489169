// The pet feature's page components (for lazy pages; the light core is in ../index.ts).
export { AllEntriesSection } from './all-entries-section';
export { LeaderboardList } from './leaderboard-list';
export { MagazineBanner } from './magazine-banner';
export { MorePets } from './more-pets';
export { MyPets } from './my-pets';
export { PetDetailSkeleton } from './pet-detail-skeleton';
export { PetDetailView } from './pet-detail-view';
export { PetNotFound } from './pet-not-found';
export { UploadForm } from './upload-form';
export { EnteredPanel } from './entered-panel';
export { cameFromUpload } from '../hooks/use-pet-upload';
export { YourPetsRanks } from './your-pets-ranks';
export { useMyPets } from '../hooks/use-my-pets';
