// The caption contest feature's light core: the home page (in the first bundle) lists contests.
// The contest and creation pages' components are in ./components (lazy pages import them there).
export { captionKeys } from './api/keys';
export { CaptionContestsSection } from './components/caption-contests-section';
export type { CaptionContest, CaptionSort, ContestCaption, Viewer } from './types';
