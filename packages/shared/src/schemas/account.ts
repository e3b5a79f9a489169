import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { EmailSchema, PasswordSchema } from './auth.ts';

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

/** POST /api/account/email: the new address gets a link; the change happens when it is opened. */
export const ChangeEmailBodySchema = z.object({
  newEmail: EmailSchema,
  currentPassword: CurrentPasswordSchema,
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

export const ChangeEmailResultSchema = z.object({
  /** 'pending': a link went to the new address; 'changed': an unverified email was replaced. */
  status: z.enum(['pending', 'changed']),
  message: z.string(),
});
export type ChangeEmailResult = z.infer<typeof ChangeEmailResultSchema>;

/** The member mails one can switch off (docs/product/mail.md). */
export const MAIL_KINDS = ['monthlyWinner', 'captionWinner', 'weeklyDigest'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MailPreferencesSchema = z.object({
  monthlyWinner: z.boolean(),
  captionWinner: z.boolean(),
  weeklyDigest: z.boolean(),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/** PATCH /api/account/mail-preferences: any of the switches. */
export const MailPreferencesPatchSchema = MailPreferencesSchema.partial().strict();
export type MailPreferencesPatch = z.infer<typeof MailPreferencesPatchSchema>;

/** POST /api/mail/unsubscribe?token=… (RFC 8058 one-click; works without signing in). */
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });
export const UnsubscribeResultSchema = z.object({ kind: z.enum(MAIL_KINDS), message: z.string() });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;

/** A background "Download my data" build (docs/decisions/0090-account-export.md). */
export const AccountExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'running', 'ready', 'failed']),
  filesDone: z.number().int(),
  filesTotal: z.number().int(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** GET /api/account/exports: whether the instant download fits, and the latest background build. */
export const AccountExportsSchema = z.object({
  /** Photo files the ZIP would hold; above `instantMaxFiles` the download is built in the background. */
  files: z.number().int(),
  instantMaxFiles: z.number().int(),
  latest: AccountExportSchema.nullable(),
});
export type AccountExports = z.infer<typeof AccountExportsSchema>;
