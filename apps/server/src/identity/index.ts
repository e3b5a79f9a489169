/**
 * Who is voting and when (docs/product/identity.md, docs/product/votes.md): the voter (account or
 * anonymous visitor), the voter's day and the hashed client IP key. Votes, battles, caption votes,
 * reports and pet lists use it; no feature owns it.
 */
export type { AccountVoter, Voter, VoterDay, VisitorVoter } from './voter.ts';
export {
  accountVoter,
  BATTLE_COOKIE,
  battleOfferFrom,
  byVoter,
  clientIpKey,
  clientNetwork,
  clientNetworkKey,
  resolveVoter,
  setBattleOffer,
  VISITOR_COOKIE,
  visitorIdFrom,
  visitorVoter,
  voterDay,
  voterOfVote,
} from './voter.ts';
export { canonicalTimeZone, localDay, pickTimeZone, utcDay } from './identity.rules.ts';
export { isUuid } from '../http/params.ts';
export { mergeVisitorInto } from './merge.ts';
