import { z } from 'zod';
import { FullNameSchema, TimeZoneSchema, UsernameSchema } from './auth.ts';

/** Shapes of `/api/profile`. */

export const ProfileSchema = z.object({
  id: z.string(),
  /** Read-only ('Email cannot be changed'). */
  email: z.string(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  credits: z.number().int(),
  timeZone: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PATCH /api/profile: only the fields sent change. */
export const UpdateProfileBodySchema = z.object({
  username: UsernameSchema.optional(),
  fullName: FullNameSchema.optional(),
  timeZone: TimeZoneSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** POST /api/profile/avatar (multipart field `avatar`) */
export const AvatarResultSchema = z.object({
  /** The avatar now shown: the previous one (or null) while a new one waits for review. */
  avatarUrl: z.string().nullable(),
  /** True when screening held the new avatar back for a moderator. */
  pendingReview: z.boolean().optional(),
});
export type AvatarResult = z.infer<typeof AvatarResultSchema>;

/** The multipart field name of the avatar upload. */
export const AVATAR_FIELD = 'avatar';
