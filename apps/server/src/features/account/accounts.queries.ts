import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/** The member's password hash (credential account), if any. */
export async function findCredentialPassword(
  q: Queryable,
  userId: string,
): Promise<{ password: string | null } | undefined> {
  const [credential] = await rowsOf<{ password: string | null }>(
    q,
    sql`select password from accounts where user_id = ${userId} and provider_id = 'credential'`,
  );
  return credential;
}

/** Mails already sent to the member's old address (`email` lower-cased) stay the member's. */
export async function claimMailsTo(q: Queryable, userId: string, email: string): Promise<void> {
  await q.execute(sql`update mail_outbox set user_id = ${userId}
      where lower("to") = ${email} and user_id is null`);
}
