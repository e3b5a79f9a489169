/** Every table, type and relation of the database. drizzle-kit reads this file (drizzle.config.ts). */
export * from './auth.ts';
export * from './profiles.ts';
export * from './pets.ts';
export * from './votes.ts';
export * from './battles.ts';
export * from './captions.ts';
export * from './winners.ts';
export * from './shop.ts';
export * from './newsletter.ts';
export * from './contact.ts';
export * from './mail.ts';
export * from './settings.ts';
export * from './jobs.ts';
export * from './moderation.ts';
export * from './limits.ts';
export * from './relations.ts';
export type { ImageVariant } from './columns.ts';
