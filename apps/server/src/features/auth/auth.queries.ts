import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { appSettings, profiles, users, verifications } from '../../db/schema/index.ts';

/** Whether `email` (already trimmed and lower-cased) is banned (ADR 0062). */
export async function bannedEmailExists(q: Queryable, email: string): Promise<boolean> {
  const rows = await rowsOf<unknown>(q, sql`select 1 as one from bans where email = ${email}`);
  return rows.length > 0;
}

/** Whether the email (as given) and the username (any case) are taken. */
export async function findTaken(
  q: Queryable,
  email: string,
  username: string,
): Promise<{ emailTaken: boolean; usernameTaken: boolean } | undefined> {
  const [row] = await q
    .select({
      emailTaken: sql<boolean>`exists (select 1 from ${users} where ${users.email} = ${email})`,
      usernameTaken: sql<boolean>`exists (select 1 from ${profiles} where lower(${profiles.username}) = lower(${username}))`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** The email of the account a password reset link was made for. */
export async function findResetOwner(
  q: Queryable,
  token: string,
): Promise<{ email: string } | undefined> {
  const [owner] = await q
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${token}`));
  return owner;
}

/** Stores `value` under `key` unless the setting exists. */
export async function insertSettingIfMissing(
  q: Queryable,
  key: string,
  value: string,
): Promise<void> {
  await q.insert(appSettings).values({ key, value }).onConflictDoNothing();
}

export async function findSetting(
  q: Queryable,
  key: string,
): Promise<{ value: string } | undefined> {
  const [row] = await q
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row;
}
