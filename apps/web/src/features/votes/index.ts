// The voting feature's light core: the card vote control, which the home page (in the first
// bundle) shows on its pet cards. The other pieces are in ./components, for the lazy pages.
export { VoteButton } from './components/vote-button';
export type { VotablePet } from './types';
