import { randomBytes } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type { Profile, UpdateProfileBody } from '@pawprize/shared/schemas/profile';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context/index.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { enqueue, screeningRecord, screenUpload } from '../moderation/index.ts';
import { makeAvatar } from './avatar.ts';
import { UPLOADS_ROUTE_PREFIX } from '../../storage/disk.ts';

const AVATAR_PREFIX = 'avatars/';

export async function getProfile(app: FastifyInstance, userId: string): Promise<Profile> {
  const [row] = await app.db
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
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  return row;
}

/** Username, full name and time zone; the full name is kept on the account too (mails). */
export async function updateProfile(
  app: FastifyInstance,
  userId: string,
  changes: UpdateProfileBody,
): Promise<Profile> {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as UpdateProfileBody;
  if (Object.keys(set).length > 0) {
    try {
      await app.db.transaction(async (tx) => {
        await tx.update(profiles).set(set).where(eq(profiles.id, userId));
        if (set.fullName !== undefined) {
          await tx.update(users).set({ name: set.fullName }).where(eq(users.id, userId));
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        const message = messages.auth.usernameTaken;
        throw new AppError('CONFLICT', message, { username: [message] });
      }
      throw err;
    }
  }
  return getProfile(app, userId);
}

/** The storage key of an avatar URL we stored, or null (none, or an outside URL). */
export function avatarKeyOf(ctx: Ctx<'storage'>, url: string | null): string | null {
  if (!url) return null;
  const probe = `${AVATAR_PREFIX}x.webp`;
  // Files moved from disk to S3 (storage:migrate) keep their `/uploads/…` address.
  const bases = [ctx.storage.publicUrl(probe).slice(0, -probe.length), `${UPLOADS_ROUTE_PREFIX}/`];
  const base = bases.find((b) => url.startsWith(b));
  if (base === undefined) return null;
  const key = url.slice(base.length);
  return key.startsWith(AVATAR_PREFIX) ? key : null;
}

/**
 * Stores a new avatar and points the profile at it; the old file is deleted once the change has
 * committed. A refused upload changes nothing. Screened like every upload (ADR 0061): a likely
 * explicit avatar is stored but not shown, and waits in the review queue (a moderator's approval
 * puts it on the profile); a milder score shows it and queues it.
 */
export async function replaceAvatar(
  app: FastifyInstance,
  userId: string,
  upload: Buffer,
): Promise<{ avatarUrl: string | null; pendingReview?: boolean }> {
  const image = await makeAvatar(upload);
  const { verdict } = await screenUpload(app, 'avatar', image);
  const key = `${AVATAR_PREFIX}${userId}-${randomBytes(16).toString('hex')}.webp`;
  try {
    await app.storage.put(key, image, {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  } catch (err) {
    // As for pet photos: a storage failure is ours, and nothing half-written stays.
    app.log.error({ err, key }, 'storing an avatar failed');
    await app.storage.delete(key).catch(() => {});
    throw new AppError('SERVICE_UNAVAILABLE', messages.upload.storageNotReady);
  }
  const avatarUrl = app.storage.publicUrl(key);
  // Avatars need no animal, and "not screened" avatars are not queued (there would be one per
  // avatar change with SCREENING=off): only nudity scores queue them.
  const queued = verdict.flags.includes('nsfw')
    ? {
        subjectType: 'avatar' as const,
        subjectId: userId,
        ownerId: userId,
        reasons: ['nsfw' as const],
        screening: screeningRecord(verdict),
        details: { avatarUrl, avatarKey: key },
      }
    : null;
  if (verdict.hide) {
    await enqueue(app.db, queued!);
    const [row] = await app.db
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId));
    return { avatarUrl: row?.avatarUrl ?? null, pendingReview: true };
  }
  let previous: string | null;
  try {
    previous = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
      await tx.update(profiles).set({ avatarUrl }).where(eq(profiles.id, userId));
      if (queued) await enqueue(tx, queued);
      return row.avatarUrl;
    });
  } catch (err) {
    await app.storage.delete(key).catch(() => {});
    throw err;
  }
  const oldKey = avatarKeyOf(app, previous);
  if (oldKey) {
    await app.storage.delete(oldKey).catch((err: unknown) => {
      app.log.warn({ err, key: oldKey }, 'could not delete a replaced avatar');
    });
  }
  return { avatarUrl };
}
