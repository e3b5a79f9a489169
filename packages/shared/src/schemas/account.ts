import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { PasswordSchema } from './auth.ts';

/** Shapes of `/api/account/*`: the dashboard's Security and Privacy sections. */

const m = messages.account;

/** The password a member types to prove it is them: any length up to the maximum. */
export const CurrentPasswordSchema = z
  .string({ error: m.currentPasswordRequired })
  .min(1, m.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, m.currentPasswordWrong);

/** POST /api/account/password */
export const ChangePasswordBodySchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** One signed-in device of GET /api/account/sessions. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  /** "Firefox on Linux"; "Unknown browser" without a user agent. */
  device: z.string(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessions = z.infer<typeof AccountSessionsSchema>;

/** POST /api/account/sessions/sign-out-others */
export const SignOutOthersResultSchema = z.object({ ended: z.number().int() });
export type SignOutOthersResult = z.infer<typeof SignOutOthersResultSchema>;

/** Session ids are better-auth's (32 letters and digits). */
export const SessionIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, m.sessionNotFound),
});

/** POST /api/account/delete */
export const DeleteAccountBodySchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, m.passwordWrong),
  phrase: z
    .string({ error: m.deletePhraseWrong })
    .max(100, m.deletePhraseWrong)
    .refine((v) => v.trim().toLowerCase() === m.deletePhrase, m.deletePhraseWrong),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;
