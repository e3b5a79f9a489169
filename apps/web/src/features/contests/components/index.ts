// The contest pages' components (for lazy pages and the admin console; the light core is in
// ../index.ts).
export { ContestsBoard } from './contests-board';
export { ContestView } from './contest-view';
export { ContestNotFound } from './contest-not-found';
export { EnterPanel } from './enter-panel';
export { AdminContestsPanel, AdminContestEditor } from './admin-contests';
export { useContest } from '../hooks/use-contests';
export { ContestBoardSwitcher, ContestStandings } from './contest-standings';
