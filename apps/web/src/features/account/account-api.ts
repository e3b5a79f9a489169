import {
  AccountSessionsSchema,
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
