/** What other features use of voting (battles, caption votes, pet lists). */
export type { Voter, VoterDay } from './voter.ts';
export { accountVoter, resolveVoter, voterDay, clientIpKey } from './voter.ts';
export { recordCountedVote } from './streaks.ts';
export { votedPetIds } from './votes.queries.ts';
