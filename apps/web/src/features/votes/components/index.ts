// The voting feature's page components (for lazy pages; the light core is in ../index.ts): the
// swipe deck (/vote), share buttons for bonus votes, and the dashboard's streak and My Votes.
export { MyVotes } from './my-votes';
export { ShareButtons } from './share-buttons';
export { SharePetSection } from './share-pet-section';
export { StreakBadges, StreakCard } from './streak-card';
export { SwipeDeck } from './swipe-deck';
export { VoteButton } from './vote-button';
