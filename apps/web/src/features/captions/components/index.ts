// The caption contest pages' components (for lazy pages; the light core is in ../index.ts).
export { ContestLoadFailed, ContestNotFound } from './contest-not-found';
export { ContestSkeleton } from './contest-skeleton';
export { ContestView } from './contest-view';
export { CreateContestForm } from './create-contest-form';
export { useCaptionContest } from '../hooks/use-caption-contest';
export { ContestBrowser } from './contest-browser';
export { MyContests } from './my-contests';
export { CaptionAllowanceNote } from './caption-allowance-note';
export { backLinkOf } from '../caption-rules';
