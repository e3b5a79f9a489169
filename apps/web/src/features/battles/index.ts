// Pet Battle Mode (docs/product/battles.md): the battle screen and the Bradley–Terry rankings.
export { BattleArena } from './components/battle-arena';
export { BattleRankings } from './components/battle-rankings';
