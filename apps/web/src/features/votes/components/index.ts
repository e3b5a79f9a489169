// The voting feature's page components (for lazy pages; the light core is in ../index.ts): the
// swipe deck (/vote), share buttons for bonus votes, and the dashboard's streak and My Votes;
// and the shared-link visit that credits a sharer (ADR 0082) on the pages links lead to.
export { focusShareSection } from '../hooks/use-share-action';
export { useSystemShare } from '../hooks/use-system-share';
export { useReferralVisit } from '../hooks/use-referral-visit';
export { MyVotes } from './my-votes';
export { ShareButtons } from './share-buttons';
export { SharePetSection } from './share-pet-section';
export { StreakBadges, StreakCard } from './streak-card';
export { SwipeDeck } from './swipe-deck';
export { VoteButton } from './vote-button';
