import { randomBytes } from 'node:crypto';
import { messages } from '@pawprize/shared';
import type { Profile, UpdateProfileBody } from '@pawprize/shared/schemas/profile';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { enqueue, screeningRecord, screenUpload } from '../moderation/index.ts';
import { makeAvatar } from './avatar.ts';
import {
  findAvatarUrl,
  findProfile,
  lockAvatarUrl,
  setAvatarUrl,
  updateProfileRow,
  updateUserName,
} from './profiles.queries.ts';
import type { Ctx } from '../../context/index.ts';
import { UPLOADS_ROUTE_PREFIX } from '../../storage/disk.ts';

const AVATAR_PREFIX = 'avatars/';

export async function getProfile(ctx: Ctx<'db'>, userId: string): Promise<Profile> {
  const row = await findProfile(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  return row;
}

/** Username, full name and time zone; the full name is kept on the account too (mails). */
export async function updateProfile(
  ctx: Ctx<'db'>,
  userId: string,
  changes: UpdateProfileBody,
): Promise<Profile> {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as UpdateProfileBody;
  if (Object.keys(set).length > 0) {
    try {
      await ctx.db.transaction(async (tx) => {
        await updateProfileRow(tx, userId, set);
        if (set.fullName !== undefined) {
          await updateUserName(tx, userId, set.fullName);
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
  return getProfile(ctx, userId);
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
  ctx: Ctx<'db' | 'storage' | 'log' | 'screener' | 'config'>,
  userId: string,
  upload: Buffer,
): Promise<{ avatarUrl: string | null; pendingReview?: boolean }> {
  const image = await makeAvatar(upload);
  const { verdict } = await screenUpload(ctx, 'avatar', image);
  const key = `${AVATAR_PREFIX}${userId}-${randomBytes(16).toString('hex')}.webp`;
  try {
    await ctx.storage.put(key, image, {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  } catch (err) {
    // As for pet photos: a storage failure is ours, and nothing half-written stays.
    ctx.log.error({ err, key }, 'storing an avatar failed');
    await ctx.storage.delete(key).catch(() => {});
    throw new AppError('SERVICE_UNAVAILABLE', messages.upload.storageNotReady);
  }
  const avatarUrl = ctx.storage.publicUrl(key);
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
    await enqueue(ctx.db, queued!);
    const row = await findAvatarUrl(ctx.db, userId);
    return { avatarUrl: row?.avatarUrl ?? null, pendingReview: true };
  }
  let previous: string | null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      const row = await lockAvatarUrl(tx, userId);
      if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
      await setAvatarUrl(tx, userId, avatarUrl);
      if (queued) await enqueue(tx, queued);
      return row.avatarUrl;
    });
  } catch (err) {
    await ctx.storage.delete(key).catch(() => {});
    throw err;
  }
  const oldKey = avatarKeyOf(ctx, previous);
  if (oldKey) {
    await ctx.storage.delete(oldKey).catch((err: unknown) => {
      ctx.log.warn({ err, key: oldKey }, 'could not delete a replaced avatar');
    });
  }
  return { avatarUrl };
}
