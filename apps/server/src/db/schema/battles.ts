import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { petPhotos } from './pets.ts';
import { visitors } from './profiles.ts';

/**
 * A matchup of two pets: one row per unordered pair, stored in id order (pet1Id < pet2Id); the
 * side each pet is shown on is the viewer's (pendingBattles.swapped).
 */
export const battles = pgTable(
  'battles',
  {
    id: uuid().primaryKey().defaultRandom(),
    pet1Id: uuid()
      .notNull()
      .references(() => petPhotos.id, { onDelete: 'cascade' }),
    pet2Id: uuid()
      .notNull()
      .references(() => petPhotos.id, { onDelete: 'cascade' }),
    /** Votes for each side, kept equal to the battle_votes rows by the vote (rankings read them). */
    pet1Votes: integer().notNull().default(0),
    pet2Votes: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('battles_pets_ordered', sql`${t.pet1Id} < ${t.pet2Id}`),
    check('battles_votes_nonnegative', sql`${t.pet1Votes} >= 0 and ${t.pet2Votes} >= 0`),
    // The pair's battle; also a pet's battles as pet1 (deleting a pet).
    uniqueIndex('battles_pair_uq').on(t.pet1Id, t.pet2Id),
    // No index on created_at: matchups are per viewer (pending_battles), never "the latest".
    index('battles_pet2_idx').on(t.pet2Id),
  ],
);

/**
 * One vote per viewer (account or visitor) per battle. The vote function checks votedPetId is a
 * side; it has no foreign key of its own: deleting a pet deletes its battles and so their votes.
 */
export const battleVotes = pgTable(
  'battle_votes',
  {
    id: uuid().primaryKey().defaultRandom(),
    battleId: uuid()
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid().references(() => visitors.id, { onDelete: 'cascade' }),
    votedPetId: uuid().notNull(),
    ipKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('battle_votes_one_voter', sql`num_nonnulls(${t.userId}, ${t.visitorId}) = 1`),
    // One vote per voter per battle; also "has this viewer judged the pair" and a voter's votes.
    uniqueIndex('battle_votes_user_battle_uq')
      .on(t.userId, t.battleId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('battle_votes_visitor_battle_uq')
      .on(t.visitorId, t.battleId)
      .where(sql`${t.visitorId} is not null`),
    index('battle_votes_battle_idx').on(t.battleId),
    // Fraud detection: the voters of the battle votes since its last run (ADR 0085).
    index('battle_votes_created_brin').using('brin', t.createdAt),
  ],
);

/**
 * A viewer's current matchup, so a refresh shows the same battle. viewerKey is 'u:…' or 'v:…'.
 * No foreign key on battleId, and no index but the key: replacing the matchup is then a HOT
 * update with no lock on the battle (docs/decisions/0015-battles.md). Readers join battles; a
 * row whose battle was deleted (with a pet) counts as no pending battle and is overwritten.
 */
export const pendingBattles = pgTable('pending_battles', {
  viewerKey: text().primaryKey(),
  battleId: uuid().notNull(),
  /** True when pet2 is shown on the left. */
  swapped: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/** Bradley–Terry scores recomputed from battle votes; rank is null below the minimum battles. */
export const battleRankings = pgTable(
  'battle_rankings',
  {
    petId: uuid()
      .primaryKey()
      .references(() => petPhotos.id, { onDelete: 'cascade' }),
    strength: doublePrecision().notNull(),
    /** 95% confidence interval of the strength. */
    lower: doublePrecision().notNull(),
    upper: doublePrecision().notNull(),
    rank: integer(),
    wins: integer().notNull().default(0),
    losses: integer().notNull().default(0),
    battles: integer().notNull().default(0),
    /** 0, 1, 2, … in strength order: matchmaking's "k places above or below" is one probe. */
    position: integer().notNull(),
    computedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('battle_rankings_rank_idx').on(t.rank),
    uniqueIndex('battle_rankings_position_uq').on(t.position),
  ],
);

/**
 * Each pet's battle votes (both sides), for matchmaking's "least battled first". A narrow table
 * of its own, so that the two updates every battle vote makes touch two small indexes and not
 * the eight of pet_photos (docs/decisions/0016-battle-throughput.md). A row is made for every
 * pet by a trigger on pet_photos (migration 0004); userId is the owner (own pets are skipped).
 */
export const petBattleStats = pgTable(
  'pet_battle_stats',
  {
    petId: uuid()
      .primaryKey()
      .references(() => petPhotos.id, { onDelete: 'cascade' }),
    userId: text().notNull(),
    battlesCount: integer().notNull().default(0),
  },
  (t) => [
    check('pet_battle_stats_count_nonnegative', sql`${t.battlesCount} >= 0`),
    index('pet_battle_stats_count_idx').on(t.battlesCount),
  ],
);

export type Battle = typeof battles.$inferSelect;
export type NewBattle = typeof battles.$inferInsert;
export type BattleVote = typeof battleVotes.$inferSelect;
export type NewBattleVote = typeof battleVotes.$inferInsert;
export type PendingBattle = typeof pendingBattles.$inferSelect;
export type BattleRanking = typeof battleRankings.$inferSelect;
export type PetBattleStats = typeof petBattleStats.$inferSelect;
