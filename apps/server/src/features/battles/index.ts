/** Pet battles (docs/product/battles.md): the routes and the rankings job they start. */
export { battleRoutes } from './battles.routes.ts';
/** Strengths from a set of battles' outcomes (contest results, ADR 0142). */
export type { Strength } from './rankings.rules.ts';
export { strengthsFrom } from './rankings.rules.ts';
