// Pet Battle Mode (SPEC §4 Battle; PRODUCT §5): the battle screen and the Bradley–Terry rankings.
export { BattleArena } from './components/battle-arena';
export { BattleRankings } from './components/battle-rankings';
