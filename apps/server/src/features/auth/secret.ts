import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

const SETTING_KEY = 'auth_secret';

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in
 * `app_settings`, so restarts (and every instance on one database) keep the sessions valid.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined) {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEY));
  if (!row) throw new Error('auth secret could not be stored');
  return row.value;
}
