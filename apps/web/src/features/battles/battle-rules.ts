import type { BattleRanking, BattleView } from '@pawprize/shared/schemas/battles';

export type BattleSide = 'pet1' | 'pet2';

/** A side's whole-number share of the votes; null when it has none ('No votes yet') or before voting. */
export function votePercent(battle: BattleView, side: BattleSide): number | null {
  const total = battle.totalVotes;
  const votes = side === 'pet1' ? battle.pet1Votes : battle.pet2Votes;
  if (total === null || votes === null || total <= 0 || votes <= 0) return null;
  return Math.round((votes / total) * 100);
}

/** The rank as shown: "=3" for a pet that shares its rank, "3" otherwise. */
export function rankLabel(ranking: Pick<BattleRanking, 'rank' | 'tied'>): string {
  return ranking.tied ? `=${ranking.rank}` : String(ranking.rank);
}

/** "2.41", "0.87", "12.3": enough digits to compare strengths at a glance. */
export function formatStrength(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value >= 10 ? value.toFixed(1) : value.toFixed(2);
}

/**
 * Places for the interval bars, on a log scale shared by every row (strengths are ratios):
 * `[left%, width%]` of the interval and `marker%` of the strength.
 */
export function intervalScale(rankings: readonly BattleRanking[]) {
  const logs = rankings.flatMap((r) => [r.lower, r.upper, r.strength]).filter((v) => v > 0);
  const min = logs.length ? Math.log(Math.min(...logs)) : 0;
  const max = logs.length ? Math.log(Math.max(...logs)) : 1;
  const span = max - min || 1;
  const at = (value: number) =>
    value > 0 ? Math.min(100, Math.max(0, ((Math.log(value) - min) / span) * 100)) : 0;
  return (ranking: BattleRanking) => {
    const left = at(ranking.lower);
    const right = at(ranking.upper);
    return { left, width: Math.max(right - left, 1), marker: at(ranking.strength) };
  };
}

/**
 * The chance, in whole percent, that a pet of this Bradley–Terry strength beats a typical pet: the
 * server scales strengths so that their geometric mean over every battled pet is 1, and the model
 * says A beats B with probability s_A / (s_A + s_B), so against s_B = 1 that is s / (s + 1)
 * (docs/product/battles.md, docs/decisions/0129-win-chance-from-strengths.md). The same map turns
 * the ends of the strength's 95% interval into the ends of the chance's (it only ever grows).
 */
export function winChance(strength: number): number | null {
  if (!Number.isFinite(strength) || strength < 0) return null;
  return Math.round((strength / (strength + 1)) * 100);
}

/** "Beats a typical pet 67% of the time" and "likely 55–78%" for one ranking. */
export function winChanceText(ranking: Pick<BattleRanking, 'strength' | 'lower' | 'upper'>): {
  chance: string;
  likely: string;
} | null {
  const chance = winChance(ranking.strength);
  const lower = winChance(ranking.lower);
  const upper = winChance(ranking.upper);
  if (chance === null || lower === null || upper === null) return null;
  return { chance: `${chance}%`, likely: `likely ${lower}–${upper}%` };
}
