// The contests feature's light core (docs/product/contests.md): the query keys. The pages and
// the admin console's section are in ./components, loaded with their pages.
export { contestKeys } from './api/keys';
// The finished contests' winners, beside the monthly ones on /winners.
export { ContestWinnersSection } from './components/contest-winners';
