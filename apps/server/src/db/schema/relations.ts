import { relations } from 'drizzle-orm';
import { accounts, sessions, users } from './auth.ts';
import { battleRankings, battleVotes, battles, pendingBattles } from './battles.ts';
import { captionVotes, captions, petCaptions } from './captions.ts';
import { petPhotos } from './pets.ts';
import { profiles, visitors } from './profiles.ts';
import { shareBoosts, votes, votingStreaks } from './votes.ts';
import { contestWinners } from './winners.ts';

/** Relations for drizzle's relational queries (db.query.*). They add no SQL constraints. */

export const usersRelations = relations(users, ({ one, many }) => ({
  profile: one(profiles, { fields: [users.id], references: [profiles.id] }),
  streak: one(votingStreaks, { fields: [users.id], references: [votingStreaks.userId] }),
  sessions: many(sessions),
  accounts: many(accounts),
  petPhotos: many(petPhotos),
  votes: many(votes),
  shareBoosts: many(shareBoosts),
  petCaptions: many(petCaptions),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const profilesRelations = relations(profiles, ({ one }) => ({
  user: one(users, { fields: [profiles.id], references: [users.id] }),
}));

export const visitorsRelations = relations(visitors, ({ many }) => ({
  votes: many(votes),
}));

export const petPhotosRelations = relations(petPhotos, ({ one, many }) => ({
  owner: one(users, { fields: [petPhotos.userId], references: [users.id] }),
  votes: many(votes),
  ranking: one(battleRankings, { fields: [petPhotos.id], references: [battleRankings.petId] }),
}));

export const votesRelations = relations(votes, ({ one }) => ({
  photo: one(petPhotos, { fields: [votes.photoId], references: [petPhotos.id] }),
  user: one(users, { fields: [votes.userId], references: [users.id] }),
  visitor: one(visitors, { fields: [votes.visitorId], references: [visitors.id] }),
}));

export const votingStreaksRelations = relations(votingStreaks, ({ one }) => ({
  user: one(users, { fields: [votingStreaks.userId], references: [users.id] }),
}));

export const shareBoostsRelations = relations(shareBoosts, ({ one }) => ({
  user: one(users, { fields: [shareBoosts.userId], references: [users.id] }),
}));

export const battlesRelations = relations(battles, ({ one, many }) => ({
  pet1: one(petPhotos, {
    fields: [battles.pet1Id],
    references: [petPhotos.id],
    relationName: 'battle_pet1',
  }),
  pet2: one(petPhotos, {
    fields: [battles.pet2Id],
    references: [petPhotos.id],
    relationName: 'battle_pet2',
  }),
  votes: many(battleVotes),
}));

export const battleVotesRelations = relations(battleVotes, ({ one }) => ({
  battle: one(battles, { fields: [battleVotes.battleId], references: [battles.id] }),
  votedPet: one(petPhotos, { fields: [battleVotes.votedPetId], references: [petPhotos.id] }),
}));

export const pendingBattlesRelations = relations(pendingBattles, ({ one }) => ({
  battle: one(battles, { fields: [pendingBattles.battleId], references: [battles.id] }),
}));

export const battleRankingsRelations = relations(battleRankings, ({ one }) => ({
  pet: one(petPhotos, { fields: [battleRankings.petId], references: [petPhotos.id] }),
}));

export const petCaptionsRelations = relations(petCaptions, ({ one, many }) => ({
  owner: one(users, { fields: [petCaptions.userId], references: [users.id] }),
  captions: many(captions, { relationName: 'contest_captions' }),
  winnerCaption: one(captions, {
    fields: [petCaptions.winnerCaptionId],
    references: [captions.id],
    relationName: 'contest_winner',
  }),
  votes: many(captionVotes),
}));

export const captionsRelations = relations(captions, ({ one, many }) => ({
  contest: one(petCaptions, {
    fields: [captions.petId],
    references: [petCaptions.id],
    relationName: 'contest_captions',
  }),
  author: one(users, { fields: [captions.userId], references: [users.id] }),
  votes: many(captionVotes),
}));

export const captionVotesRelations = relations(captionVotes, ({ one }) => ({
  contest: one(petCaptions, { fields: [captionVotes.contestId], references: [petCaptions.id] }),
  caption: one(captions, { fields: [captionVotes.captionId], references: [captions.id] }),
  user: one(users, { fields: [captionVotes.userId], references: [users.id] }),
}));

export const contestWinnersRelations = relations(contestWinners, ({ one }) => ({
  pet: one(petPhotos, { fields: [contestWinners.petId], references: [petPhotos.id] }),
}));
