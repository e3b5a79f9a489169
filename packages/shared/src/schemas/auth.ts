import { z } from 'zod';
import { singleLine } from '../text.ts';
import {
  FULL_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../constants.ts';
import { messages } from '../messages.ts';

/**
 * Request and response shapes of `/api/auth/*`. The server validates with them; the web's forms
 * too.
 */

const m = messages.auth;

/** True for an IANA time zone name the runtime knows ('Europe/Paris', 'UTC'). */
export function isValidTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** 3–30 of a-z 0-9 _; letters may be typed in any case (unique case-insensitively). */
export const UsernameSchema = z
  .string({ error: m.usernameInvalid })
  .trim()
  .refine((v) => USERNAME_PATTERN.test(v.toLowerCase()), m.usernameInvalid);

export const FullNameSchema = singleLine(
  z
    .string({ error: m.fullNameRequired })
    .trim()
    .min(1, m.fullNameRequired)
    .max(FULL_NAME_MAX_LENGTH, m.fullNameTooLong),
);

export const EmailSchema = singleLine(
  z.string({ error: m.emailInvalid }).trim().toLowerCase().max(EMAIL_MAX_LENGTH, m.emailInvalid),
).pipe(z.email(m.emailInvalid));

/** Length only; the server also refuses the most common passwords. */
export const PasswordSchema = z
  .string({ error: m.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

export const TimeZoneSchema = z.string().refine(isValidTimeZone, m.timeZoneInvalid);

export const SignUpBodySchema = z.object({
  fullName: FullNameSchema,
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  /** The browser's IANA time zone; 'UTC' when absent. */
  timeZone: TimeZoneSchema.optional(),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

/** Missing fields answer the catalogue's text (docs/product/identity.md). */
export const SignInBodySchema = z.object({
  email: singleLine(z.string({ error: m.credentialsMissing }).trim().min(1, m.credentialsMissing)),
  password: z.string({ error: m.credentialsMissing }).min(1, m.credentialsMissing),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.object({
  token: singleLine(z.string({ error: m.resetTokenInvalid }).min(1, m.resetTokenInvalid).max(200)),
  password: PasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/**
 * POST /api/auth/verify-email: the /verify-email page's button (docs/product/identity.md, Email
 * verification). `takeOver` asks to verify without the account's session: every session of the
 * account ends and a new password must be chosen.
 */
export const VerifyEmailBodySchema = z.object({
  token: singleLine(z.string({ error: m.verifyLinkInvalid }).min(1, m.verifyLinkInvalid).max(4000)),
  takeOver: z.boolean().default(false),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

export const VerifyEmailResultSchema = z.discriminatedUnion('status', [
  /** Done in the account's own session (a sign-up's address, or a change of address). */
  z.object({ status: z.literal('verified'), change: z.boolean(), message: z.string() }),
  z.object({ status: z.literal('already-verified'), message: z.string() }),
  /** No session: the account's sessions ended; `/reset-password?token=…` sets the password. */
  z.object({ status: z.literal('choose-password'), resetToken: z.string(), message: z.string() }),
]);
export type VerifyEmailResult = z.infer<typeof VerifyEmailResultSchema>;

/** The signed-in user as every API answer and `request.user` see it. */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string().nullable(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  credits: z.number().int(),
  timeZone: z.string(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionInfoSchema = z.object({
  /** ISO 8601; the session is renewed while in use. */
  expiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** GET /api/auth/session */
export const SessionResultSchema = z.object({
  user: SessionUserSchema.nullable(),
  session: SessionInfoSchema.nullable(),
});
export type SessionResult = z.infer<typeof SessionResultSchema>;

/** POST /api/auth/sign-up (201) */
export const SignUpResultSchema = z.object({ user: SessionUserSchema });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

/** POST /api/auth/sign-in */
export const SignInResultSchema = z.object({
  user: SessionUserSchema,
  session: SessionInfoSchema,
});
export type SignInResult = z.infer<typeof SignInResultSchema>;

/** POST /api/auth/forgot-password and /api/auth/reset-password */
export const MessageResultSchema = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResultSchema>;
