import type { Pet } from '@/features/pets';

/**
 * A pet as the voting screens see it. `hasVoted` (the viewer has voted for it) is being added to
 * the pets endpoints; until every endpoint sends it, it is optional (missing = not known).
 */
export type VotablePet = Pet & { hasVoted?: boolean };

export type { MyVote, Streak, SwipeDirection, VoterState } from '@pawprize/shared/schemas/votes';
