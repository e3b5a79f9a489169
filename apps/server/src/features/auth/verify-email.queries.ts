import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

export interface AccountRow {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** The account, its row locked until the transaction ends. */
export async function lockAccount(q: Queryable, userId: string): Promise<AccountRow | undefined> {
  const [account] = await rowsOf<AccountRow>(
    q,
    sql`select id, email, email_verified as "emailVerified" from users
          where id = ${userId} for update`,
  );
  return account;
}

/** An account with this address (`email` lower-cased), any case. */
export async function findAccountByEmail(
  q: Queryable,
  email: string,
): Promise<{ id: string } | undefined> {
  const [taken] = await rowsOf<{ id: string }>(
    q,
    sql`select id from users where lower(email) = ${email} limit 1`,
  );
  return taken;
}

export async function setAccountEmail(q: Queryable, userId: string, email: string): Promise<void> {
  await q.execute(sql`update users set email = ${email}, updated_at = now()
        where id = ${userId}`);
}

export async function markEmailVerified(q: Queryable, userId: string): Promise<void> {
  await q.execute(sql`update users set email_verified = true, updated_at = now()
        where id = ${userId}`);
}

export async function deleteSessionsOf(q: Queryable, userId: string): Promise<void> {
  await q.execute(sql`delete from sessions where user_id = ${userId}`);
}

export async function removeCredentialPassword(q: Queryable, userId: string): Promise<void> {
  await q.execute(sql`update accounts set password = null, updated_at = now()
      where user_id = ${userId} and provider_id = 'credential'`);
}

export async function deleteResetTokensOf(q: Queryable, userId: string): Promise<void> {
  await q.execute(sql`delete from verifications
      where value = ${userId} and identifier like 'reset-password:%'`);
}

/** A password reset link for the account, valid `expiresInS` seconds from now. */
export async function insertResetToken(
  q: Queryable,
  input: { id: string; resetToken: string; userId: string; expiresInS: number },
): Promise<void> {
  await q.execute(sql`insert into verifications (id, identifier, value, expires_at)
      values (${input.id}, ${`reset-password:${input.resetToken}`}, ${input.userId},
        now() + make_interval(secs => ${input.expiresInS}))`);
}
