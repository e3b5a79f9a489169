import { integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { EntryStatus, StatusBy } from './moderation.ts';

/**
 * Shared column builders. Each call returns fresh builders: never share one builder between tables.
 */

/** One stored size of an uploaded image (e.g. 400, 800, 1600 px wide WebP). */
export type ImageVariant = { width: number; url: string };

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz().notNull().defaultNow();

export const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Image metadata written by the upload pipeline (docs/product/uploads.md). */
export const imageColumns = () => ({
  imageUrl: text().notNull(),
  /** Storage key prefix of the original and its variants; null for seeded/external images. */
  imageKey: text(),
  width: integer(),
  height: integer(),
  variants: jsonb().$type<ImageVariant[]>().notNull().default([]),
  /** A placeholder shown while loading, e.g. a dominant colour '#a0b1c2' or a blurhash. */
  placeholder: text(),
});

/**
 * An entry's moderation state (docs/decisions/0061-moderation-model.md): only 'visible' entries
 * are public; the owner sees the others with `statusReason`.
 */
export const moderationColumns = () => ({
  status: text().$type<EntryStatus>().notNull().default('visible'),
  statusBy: text().$type<StatusBy>(),
  /** The reason shown to the owner (a moderator's words, or the automatic one). */
  statusReason: text(),
});
