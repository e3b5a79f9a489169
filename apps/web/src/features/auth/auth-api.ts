import { isValidTimeZone } from '@pawprize/shared/schemas/auth';
import type {
  ForgotPasswordBody,
  MessageResult,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  VerifyEmailResult,
} from '@pawprize/shared/schemas/auth';
import { api } from '@/lib/api';

/** Calls of `/api/auth/*` other than the session read (see session-api.ts). */

function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

export function signIn(body: SignInBody): Promise<unknown> {
  return api.post('/auth/sign-in', body);
}

/** Signs the new account in right away (unverified); the browser's time zone comes along. */
export function signUp(body: Omit<SignUpBody, 'timeZone'>): Promise<unknown> {
  return api.post('/auth/sign-up', { ...body, timeZone: browserTimeZone() });
}

export function resendVerification(): Promise<unknown> {
  return api.post('/auth/resend-verification');
}

/** The same answer whether or not the email has an account. */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResult | undefined> {
  return api.post<MessageResult | undefined>('/auth/forgot-password', body);
}

/** Ends every session of the account, this browser's included. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post('/auth/reset-password', body);
}

/**
 * The /verify-email page's button: in the account's own session it verifies (or confirms a new
 * address); with `takeOver` and no session it verifies, signs every device out and answers a
 * link to choose the password (docs/product/identity.md, Email verification).
 */
export function confirmVerification(token: string, takeOver: boolean): Promise<VerifyEmailResult> {
  return api.post<VerifyEmailResult>('/auth/verify-email', { token, takeOver });
}
