import { createHash } from 'node:crypto';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { AuditAction } from '@pawprize/shared/schemas/admin';
import type { Queryable } from '../../db/rows.ts';
import { adminAuditLog } from '../../db/schema/index.ts';

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
 * message's current name while it exists (office.ts `auditPage`); whoever knows an address can
 * still find its lines by hashing it.
 */
export function emailLabel(email: string): string {
  return `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

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
