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

/** A matchup of two pets. An unordered pair is one battle, whichever side each pet was on. */
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
    check('battles_distinct_pets', sql`${t.pet1Id} <> ${t.pet2Id}`),
    check('battles_votes_nonnegative', sql`${t.pet1Votes} >= 0 and ${t.pet2Votes} >= 0`),
    uniqueIndex('battles_pair_uq').on(
      sql`least(${t.pet1Id}, ${t.pet2Id})`,
      sql`greatest(${t.pet1Id}, ${t.pet2Id})`,
    ),
    // No index on created_at: matchups are per viewer (pending_battles), never "the latest".
    index('battles_pet1_idx').on(t.pet1Id),
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
    uniqueIndex('battle_votes_battle_user_uq')
      .on(t.battleId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('battle_votes_battle_visitor_uq')
      .on(t.battleId, t.visitorId)
      .where(sql`${t.visitorId} is not null`),
    index('battle_votes_battle_idx').on(t.battleId),
    // "Pairs this viewer has judged" when picking the next matchup.
    index('battle_votes_user_idx').on(t.userId),
    index('battle_votes_visitor_idx').on(t.visitorId),
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
    computedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('battle_rankings_rank_idx').on(t.rank),
    // Matchmaking: the pets nearest in strength to a given one.
    index('battle_rankings_strength_idx').on(t.strength),
  ],
);

export type Battle = typeof battles.$inferSelect;
export type NewBattle = typeof battles.$inferInsert;
export type BattleVote = typeof battleVotes.$inferSelect;
export type NewBattleVote = typeof battleVotes.$inferInsert;
export type PendingBattle = typeof pendingBattles.$inferSelect;
export type BattleRanking = typeof battleRankings.$inferSelect;
