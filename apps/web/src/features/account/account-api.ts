import {
  AccountExportSchema,
  AccountExportsSchema,
  AccountSessionsSchema,
  ChangeEmailResultSchema,
  MailPreferencesSchema,
  UnsubscribeResultSchema,
  type ChangeEmailBody,
  type MailPreferencesPatch,
  SignOutOthersResultSchema,
  type ChangePasswordBody,
  type DeleteAccountBody,
} from '@pawprize/shared/schemas/account';
import { api } from '@/lib/api';

/** `/api/account/*` (docs/product/account.md). */

export const sessionsQueryKey = ['account', 'sessions'] as const;

/** The server ends every other session and sends this browser a new cookie. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return api.post<void>('/account/password', body);
}

export function fetchSessions() {
  return api.get('/account/sessions', { schema: AccountSessionsSchema });
}

export function endSession(id: string): Promise<void> {
  return api.delete<void>(`/account/sessions/${encodeURIComponent(id)}`);
}

export function endOtherSessions() {
  return api.post('/account/sessions/sign-out-others', undefined, {
    schema: SignOutOthersResultSchema,
  });
}

export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return api.post<void>('/account/delete', body);
}

/** The ZIP of GET /api/account/export (the browser downloads it with the session cookie). */
export const EXPORT_URL = '/api/account/export';

/** A link goes to the new address; an unverified address is replaced at once. */
export function changeEmail(body: ChangeEmailBody) {
  return api.post('/account/email', body, { schema: ChangeEmailResultSchema });
}

export const mailPreferencesQueryKey = ['account', 'mail-preferences'] as const;

export function fetchMailPreferences() {
  return api.get('/account/mail-preferences', { schema: MailPreferencesSchema });
}

export function updateMailPreferences(patch: MailPreferencesPatch) {
  return api.patch('/account/mail-preferences', patch, { schema: MailPreferencesSchema });
}

/** The one-click unsubscribe of a mail's link (no sign-in needed). */
export function unsubscribe(token: string) {
  return api.post(`/mail/unsubscribe?token=${encodeURIComponent(token)}`, undefined, {
    schema: UnsubscribeResultSchema,
  });
}

export const exportsQueryKey = ['account', 'exports'] as const;

export function fetchExports() {
  return api.get('/account/exports', { schema: AccountExportsSchema });
}

export function startExport() {
  return api.post('/account/exports', undefined, { schema: AccountExportSchema });
}
