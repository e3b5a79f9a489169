import { createHash } from 'node:crypto';
import type { AuditAction, AuditPage } from '@pawprize/shared/schemas/admin';
import type { Queryable } from '../../db/rows.ts';
import { auditLogPage } from './audit.queries.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { iso } from './dates.ts';

/** One line of the append-only audit log (docs/decisions/0061-moderation-model.md). */
export interface AuditLine {
  action: AuditAction;
  subjectType: string;
  subjectId: string;
  subjectLabel?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * How an audit line names a person: `sha256:` and the hash of the lower-cased email, never the
 * email (docs/decisions/0102-deletion-leaves-no-email.md). The console shows the account's or
 * message's current name while it exists (`auditPage` below); whoever knows an address can
 * still find its lines by hashing it.
 */
export function emailLabel(email: string): string {
  return `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/**
 * GET /api/admin/audit. Lines name people by id or hash (ADR 0102): the name shown is the
 * account's or the message's current one, while it exists.
 */
export async function auditPage(
  db: Queryable,
  query: { limit: number; cursor?: string | undefined },
): Promise<AuditPage> {
  const rows = await auditLogPage(db, decodeCursor(query.cursor), query.limit);
  const last = rows.at(-1);
  return {
    entries: rows.map(({ cursorAt: _c, ...r }) => ({ ...r, at: iso(r.at)! })),
    nextCursor: last && rows.length === query.limit ? encodeCursor(last.cursorAt, last.id) : null,
  };
}
