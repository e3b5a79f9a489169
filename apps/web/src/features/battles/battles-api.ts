import {
  BattleRankingsSchema,
  BattleResultSchema,
  CurrentBattleSchema,
  type BattleRankings,
  type BattleView,
} from '@pawprize/shared/schemas/battles';
import { api } from '@/lib/api';

/** TanStack Query keys of the battle feature (the matchup depends on the viewer). */
export const battleKeys = {
  all: ['battles'] as const,
  current: (viewer: string) => [...battleKeys.all, 'current', viewer] as const,
  rankings: () => [...battleKeys.all, 'rankings'] as const,
};

/** The viewer's pending matchup. */
export const CURRENT_BATTLE_PATH = '/battles/current';

/** `GET /api/battles/current`: the viewer's pending matchup, or null (fewer than two pets). */
export async function fetchCurrentBattle(signal?: AbortSignal): Promise<BattleView | null> {
  const result = await api.get(CURRENT_BATTLE_PATH, { schema: CurrentBattleSchema, signal });
  return result.battle;
}

/** `POST /api/battles/next`: a new matchup in place of the pending one (409 without pets). */
export async function createNextBattle(): Promise<BattleView> {
  const result = await api.post('/battles/next', undefined, { schema: BattleResultSchema });
  return result.battle;
}

/** `POST /api/battles/:id/votes`: the battle with its counts. */
export async function voteInBattle(battleId: string, petId: string): Promise<BattleView> {
  const result = await api.post(
    `/battles/${encodeURIComponent(battleId)}/votes`,
    { petId },
    { schema: BattleResultSchema },
  );
  return result.battle;
}

/** `GET /api/battles/rankings`: the Bradley–Terry rankings, best first. */
export function fetchBattleRankings(signal?: AbortSignal): Promise<BattleRankings> {
  return api.get('/battles/rankings', { schema: BattleRankingsSchema, signal });
}
