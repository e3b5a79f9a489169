import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { WINNERS_MONTHS } from '@pawprize/shared';
import type { WinnersResponse } from '@pawprize/shared/schemas/winners';
import type { Ctx } from '../../context/index.ts';
import type { Tx } from '../../db/rows.ts';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../errors.ts';
import type { CandidateRow } from './winners.queries.ts';
import {
  findCandidates,
  findFirstUpload,
  findRecordedMonths,
  findWinners,
  insertWinner,
} from './winners.queries.ts';
import type { MonthRange } from './winners.rules.ts';
import { monthOf, monthsToRecord, pickWinner, recentClosedMonths } from './winners.rules.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A recorded month's winner, as the owner's mail tells it. */
export interface MonthWinner {
  month: string;
  petId: string;
  petName: string;
  votes: number;
}

/**
 * What recording a month uses. `queueWinnerMail` queues the owner's "Your pet won {month}!" in the
 * recording's transaction (the account feature's member mails; the plugin hands it over).
 */
export type RecordCtx = Ctx<'db' | 'storage' | 'log' | 'mailWorker' | 'clock' | 'events'> & {
  queueWinnerMail: (tx: Tx, winner: MonthWinner) => Promise<boolean>;
};

/** The image lists show: the 800 px variant, else the widest one, else the original. */
function listImage(pet: CandidateRow): { url: string; key: string | null } {
  const variant =
    pet.variants.find((v) => v.width === 800) ??
    pet.variants.reduce<CandidateRow['variants'][number] | undefined>(
      (a, v) => (!a || v.width > a.width ? v : a),
      undefined,
    );
  if (!variant) return { url: pet.imageUrl, key: null };
  // Uploaded files are `<imageKey>-<width>.webp`; seeded images have no key and stay as they are.
  return { url: variant.url, key: pet.imageKey ? `${pet.imageKey}-${variant.width}.webp` : null };
}

/**
 * Copies the winner's photo to `winners/…`, so the snapshot keeps its image when the pet (and its
 * files) are deleted. Falls back to the pet's own URL when the copy cannot be made.
 */
async function snapshotImage(
  ctx: Ctx<'storage' | 'log'>,
  month: MonthRange,
  pet: CandidateRow,
): Promise<{ url: string; key: string | null }> {
  const source = listImage(pet);
  if (!source.key) return { url: source.url, key: null };
  try {
    const object = await ctx.storage.get(source.key);
    if (!object) return { url: source.url, key: null };
    const key = `winners/${month.key}-${randomBytes(16).toString('hex')}.webp`;
    await ctx.storage.put(key, await buffer(object.stream), {
      contentType: object.contentType,
      cacheControl: IMMUTABLE,
    });
    return { url: ctx.storage.publicUrl(key), key };
  } catch (err) {
    ctx.log.warn({ err, petId: pet.id }, 'could not copy the winner photo; keeping its URL');
    return { url: source.url, key: null };
  }
}

/** Decides and records one closed month; true when this call recorded it. */
async function recordMonth(ctx: RecordCtx, month: MonthRange): Promise<boolean> {
  const winner = pickWinner(await findCandidates(ctx.db, month));
  if (!winner) return false; // no pet was uploaded that month
  const image = await snapshotImage(ctx, month, winner);
  let recorded = false;
  try {
    // The record and the owner's "Your pet won {month}!" mail commit together, once
    // (docs/product/mail.md).
    recorded = await ctx.db.transaction(async (tx) => {
      const inserted = await insertWinner(tx, {
        month: month.firstDay,
        petId: winner.id,
        petName: winner.petName,
        imageUrl: image.url,
        description: winner.description,
        votes: winner.votes,
      });
      if (inserted) {
        await ctx.queueWinnerMail(tx, {
          month: month.firstDay,
          petId: winner.id,
          petName: winner.petName,
          votes: winner.votes,
        });
      }
      return inserted;
    });
    if (recorded) ctx.mailWorker.kick();
  } catch (err) {
    // Deleted between the count and the insert: the next run decides without it.
    if (pgErrorCode(err) !== PG_FOREIGN_KEY_VIOLATION) throw err;
  }
  if (!recorded && image.key) await ctx.storage.delete(image.key).catch(() => {});
  if (recorded) ctx.log.info({ month: month.key, petId: winner.id }, 'recorded a monthly winner');
  return recorded;
}

/**
 * Records the winner of every closed month not yet recorded, from the first upload's month (at most
 * MAX_BACKFILL_MONTHS back). Idempotent and safe to run concurrently, here or on other instances:
 * each month is inserted with `on conflict (month) do nothing`, so it is recorded once and never
 * changed. Returns how many months this run recorded.
 */
export async function recordClosedMonths(ctx: RecordCtx): Promise<number> {
  const months = monthsToRecord(await findFirstUpload(ctx.db), ctx.clock.now());
  if (months.length === 0) return 0;
  const recorded = await findRecordedMonths(ctx.db, months[0]!.firstDay);
  let count = 0;
  for (const month of months) {
    if (!recorded.has(month.firstDay) && (await recordMonth(ctx, month))) count++;
  }
  if (count > 0) ctx.events.emit('winners-changed', {});
  return count;
}

/** The /winners page: recorded winners of the last WINNERS_MONTHS closed months, and this month. */
export async function readWinners(ctx: Ctx<'db'>, now: Date): Promise<WinnersResponse> {
  const current = monthOf(now);
  const oldest = recentClosedMonths(now, WINNERS_MONTHS).at(-1)!;
  const [winners, candidates] = await Promise.all([
    findWinners(ctx.db, oldest.firstDay, current.firstDay),
    findCandidates(ctx.db, current),
  ]);
  const leader = pickWinner(candidates);
  return {
    winners,
    current: {
      month: current.key,
      endsAt: current.end.toISOString(),
      leader: leader
        ? {
            petId: leader.id,
            petName: leader.petName,
            imageUrl: listImage(leader).url,
            votes: leader.votes,
          }
        : null,
    },
  };
}
