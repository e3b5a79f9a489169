import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { AuditPage } from '@pawprize/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import type { AuditLine } from './audit.ts';
import type { Cursor } from './cursor.ts';
import { afterCursor, cursorTime } from './cursor.queries.ts';

/** The append-only audit log's statements (docs/decisions/0061-moderation-model.md). */

/**
 * Writes audit lines in the transaction of the action they record (who: the admin's id and a
 * snapshot of the email; when: the transaction's time).
 */
export async function audit(
  db: Pick<Queryable, 'insert'>,
  admin: SessionUser,
  lines: readonly AuditLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(adminAuditLog).values(
    lines.map((l) => ({
      adminId: admin.id,
      adminEmail: admin.email,
      action: l.action,
      subjectType: l.subjectType,
      subjectId: l.subjectId,
      subjectLabel: l.subjectLabel ?? null,
      reason: l.reason ?? null,
      details: l.details ?? null,
    })),
  );
}

export type AuditLogRow = AuditPage['entries'][number] & { cursorAt: string };

/**
 * A page of the log, newest first, each line with the current name of the account or message it
 * names (primary-key lookups, one per line of the page).
 */
export function auditLogPage(
  db: Queryable,
  cursor: Cursor | null,
  limit: number,
): Promise<AuditLogRow[]> {
  return rowsOf<AuditLogRow>(
    db,
    sql`select a.id, a.at, a.admin_id as "adminId", a.admin_email as "adminEmail", a.action,
      a.subject_type as "subjectType", a.subject_id as "subjectId",
      a.subject_label as "subjectLabel", a.reason, a.details,
      case
        when a.subject_type in ('user', 'avatar') then (
          select coalesce(p.username || ' · ', '') || u.email from users as u
          left join profiles as p on p.id = u.id where u.id = a.subject_id)
        when a.subject_type = 'contact_message' then (
          select m.name || ' <' || m.email || '>' from contact_messages as m
          where m.id = (case when a.subject_type = 'contact_message' then a.subject_id::uuid end))
      end as "subjectName",
      ${cursorTime(sql`a.at`)} as "cursorAt"
    from admin_audit_log as a where ${afterCursor(sql`a.at`, sql`a.id`, cursor)}
    order by a.at desc, a.id limit ${limit}`,
  );
}
