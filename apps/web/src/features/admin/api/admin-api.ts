import {
  AdminUserDetailSchema,
  AdminUserListSchema,
  AuditPageSchema,
  BanResultSchema,
  EntryActionResultSchema,
  FraudActionResultSchema,
  FraudFindingDetailSchema,
  FraudPageSchema,
  FraudScanResultSchema,
  GrantCreditsResultSchema,
  InboxMessageSchema,
  InboxPageSchema,
  NewsletterSummarySchema,
  QueuePageSchema,
  UnbanResultSchema,
  type EntryActionBody,
  type FindingStatus,
  type QueueReason,
} from '@pawprize/shared/schemas/admin';
import { api } from '@/lib/api';
import type { InboxFilter } from './keys';
import { BackupStatusSchema } from './backup-schema';

/** The admin console's calls (docs/decisions/0063-admin-console.md); each answer is checked. */

function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const NEWSLETTER_CSV_URL = '/api/admin/newsletter/export.csv';

export const adminApi = {
  fraud: (status: FindingStatus, cursor: string | null, signal?: AbortSignal) =>
    api.get(`/admin/fraud${query({ status, cursor })}`, { schema: FraudPageSchema, signal }),
  finding: (id: string, signal?: AbortSignal) =>
    api.get(`/admin/fraud/${encodeURIComponent(id)}`, { schema: FraudFindingDetailSchema, signal }),
  scanFraud: () => api.post('/admin/fraud/scan', {}, { schema: FraudScanResultSchema }),
  resolveFinding: (id: string, decision: 'void' | 'dismiss', reason: string) =>
    api.post(`/admin/fraud/${encodeURIComponent(id)}/${decision}`, reason ? { reason } : {}, {
      schema: FraudActionResultSchema,
    }),
  queue: (reason: QueueReason | null, cursor: string | null, signal?: AbortSignal) =>
    api.get(`/admin/queue${query({ reason, cursor })}`, { schema: QueuePageSchema, signal }),
  act: (body: EntryActionBody) =>
    api.post('/admin/actions', body, { schema: EntryActionResultSchema }),
  users: (q: string, signal?: AbortSignal) =>
    api.get(`/admin/users${query({ q, limit: 50 })}`, { schema: AdminUserListSchema, signal }),
  user: (id: string, signal?: AbortSignal) =>
    api.get(`/admin/users/${encodeURIComponent(id)}`, { schema: AdminUserDetailSchema, signal }),
  grantCredits: (id: string, credits: number, reason: string) =>
    api.post(
      `/admin/users/${encodeURIComponent(id)}/credits`,
      { credits, reason },
      { schema: GrantCreditsResultSchema },
    ),
  ban: (id: string, reason: string) =>
    api.post(`/admin/users/${encodeURIComponent(id)}/ban`, { reason }, { schema: BanResultSchema }),
  unban: (id: string, reason: string) =>
    api.post(`/admin/users/${encodeURIComponent(id)}/unban`, reason ? { reason } : {}, {
      schema: UnbanResultSchema,
    }),
  inbox: (status: InboxFilter, cursor: string | null, signal?: AbortSignal) =>
    api.get(`/admin/inbox${query({ status, cursor })}`, { schema: InboxPageSchema, signal }),
  markHandled: (id: string, handled: boolean) =>
    api.post(
      `/admin/inbox/${encodeURIComponent(id)}/handled`,
      { handled },
      { schema: InboxMessageSchema },
    ),
  newsletter: (q: string, signal?: AbortSignal) =>
    api.get(`/admin/newsletter${query({ q })}`, { schema: NewsletterSummarySchema, signal }),
  removeSubscriber: (id: string) =>
    api.delete<{ ok: true }>(`/admin/newsletter/subscribers/${encodeURIComponent(id)}`),
  /**
   * The subscribers as CSV. A POST, so the server's CSRF guard keeps other sites from starting
   * an export (docs/decisions/0114-secrets-out-of-logs-and-admin-downloads.md).
   */
  exportNewsletter: () =>
    api.post<string>(NEWSLETTER_CSV_URL, undefined, { headers: { Accept: 'text/csv' } }),
  audit: (cursor: string | null, signal?: AbortSignal) =>
    api.get(`/admin/audit${query({ cursor })}`, { schema: AuditPageSchema, signal }),
  backups: (signal?: AbortSignal) =>
    api.get('/admin/backups', { schema: BackupStatusSchema, signal }),
  backupNow: () => api.post('/admin/backups', undefined, { schema: BackupStatusSchema }),
};

/** The newest backup archive, streamed to an administrator (docs/decisions/0139-backup-download.md). */
export const NEWEST_BACKUP_URL = '/api/admin/backups/newest';
