import { z } from 'zod';

/**
 * Monthly winners (docs/product/winners.md). A month is a UTC calendar month, written
 * 'YYYY-MM'.
 */
export const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export type Month = z.infer<typeof MonthSchema>;

/** A closed month's recorded winner: a snapshot that outlives the pet. */
export const WinnerSchema = z.object({
  month: MonthSchema,
  /** null once the pet was deleted: then there is no pet page to link to. */
  petId: z.uuid().nullable(),
  petName: z.string(),
  /** The snapshot image (kept even after the pet is deleted). */
  imageUrl: z.string(),
  description: z.string().nullable(),
  /** Votes cast before the month ended. */
  votes: z.number().int().nonnegative(),
});
export type Winner = z.infer<typeof WinnerSchema>;

/** The running month's leader so far (same rule as the winner). */
export const LeaderSchema = z.object({
  petId: z.uuid(),
  petName: z.string(),
  imageUrl: z.string(),
  votes: z.number().int().nonnegative(),
});
export type Leader = z.infer<typeof LeaderSchema>;

export const CurrentRoundSchema = z.object({
  month: MonthSchema,
  /** When the month ends (ISO timestamp, UTC midnight of the next month's first day). */
  endsAt: z.iso.datetime(),
  /** null while no pet has been uploaded this month. */
  leader: LeaderSchema.nullable(),
});
export type CurrentRound = z.infer<typeof CurrentRoundSchema>;

/** `GET /api/winners`: the last 6 closed months' winners, newest first, and the running month. */
export const WinnersResponseSchema = z.object({
  winners: z.array(WinnerSchema),
  current: CurrentRoundSchema,
});
export type WinnersResponse = z.infer<typeof WinnersResponseSchema>;
