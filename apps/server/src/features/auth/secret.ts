import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { findSetting, insertSettingIfMissing } from './auth.queries.ts';

const SETTING_KEY = 'auth_secret';

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in
 * `app_settings`, so restarts (and every instance on one database) keep the sessions valid.
 */
export async function resolveAuthSecret(db: Database, configured: string | undefined) {
  if (configured) return configured;
  await insertSettingIfMissing(db, SETTING_KEY, randomBytes(32).toString('base64url'));
  const row = await findSetting(db, SETTING_KEY);
  if (!row) throw new Error('auth secret could not be stored');
  return row.value;
}
