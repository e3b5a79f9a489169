import type { Profile, UpdateProfileBody } from '@pawprize/shared/schemas/profile';
import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/rows.ts';
import { profiles, users } from '../../db/schema/index.ts';

/** The account's profile as the API answers it. */
export async function findProfile(q: Queryable, userId: string): Promise<Profile | undefined> {
  const [row] = await q
    .select({
      id: users.id,
      email: users.email,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      credits: profiles.credits,
      timeZone: profiles.timeZone,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function updateProfileRow(
  q: Queryable,
  userId: string,
  set: UpdateProfileBody,
): Promise<void> {
  await q.update(profiles).set(set).where(eq(profiles.id, userId));
}

/** The account's name (kept with the profile's full name, for mails). */
export async function updateUserName(q: Queryable, userId: string, name: string): Promise<void> {
  await q.update(users).set({ name }).where(eq(users.id, userId));
}

export async function findAvatarUrl(
  q: Queryable,
  userId: string,
): Promise<{ avatarUrl: string | null } | undefined> {
  const [row] = await q
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/** The profile's avatar URL, its row locked until `tx` ends. */
export async function lockAvatarUrl(
  tx: Tx,
  userId: string,
): Promise<{ avatarUrl: string | null } | undefined> {
  const [row] = await tx
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  return row;
}

export async function setAvatarUrl(q: Queryable, userId: string, avatarUrl: string): Promise<void> {
  await q.update(profiles).set({ avatarUrl }).where(eq(profiles.id, userId));
}
