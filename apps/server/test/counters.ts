import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Every vote counter compared with its rows (ADR 0062: voiding a banned account's votes keeps them
 * equal). Each field is the number of rows whose counter is wrong; all zero when consistent.
 */
export async function counterMismatches(app: FastifyInstance) {
  const result = (await app.db.execute(sql`
    select
      (select count(*)::int from pet_photos as p
        where p.votes_count <> (select count(*) from votes as v where v.photo_id = p.id)) as "petVotes",
      (select count(*)::int from battles as b
        where b.pet1_votes <> (select count(*) from battle_votes as v
                               where v.battle_id = b.id and v.voted_pet_id = b.pet1_id)
           or b.pet2_votes <> (select count(*) from battle_votes as v
                               where v.battle_id = b.id and v.voted_pet_id = b.pet2_id)) as "battleSides",
      (select count(*)::int from pet_battle_stats as s
        where s.battles_count <> (select count(*) from battle_votes as v join battles as b on b.id = v.battle_id
                                  where b.pet1_id = s.pet_id or b.pet2_id = s.pet_id)) as "battleStats",
      (select count(*)::int from captions as c
        where c.votes <> (select count(*) from caption_votes as v where v.caption_id = c.id)) as "captionVotes"
  `)) as unknown as {
    rows: { petVotes: number; battleSides: number; battleStats: number; captionVotes: number }[];
  };
  return result.rows[0]!;
}

export const NO_MISMATCHES = { petVotes: 0, battleSides: 0, battleStats: 0, captionVotes: 0 };
