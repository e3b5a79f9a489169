import type { EntryAction, EntryActionResult, SubjectRef } from '@pawprize/shared/schemas/admin';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { EntryStatus, ImageVariant } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../http/params.ts';
import { inBothAreas } from '../../storage/types.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { dequeue } from '../moderation/index.ts';
import { avatarKeyOf } from '../profiles/index.ts';
import type { AuditLine } from './audit.ts';
import { audit } from './audit.ts';
import type { BanOutcome } from './bans.ts';
import { announce, banAccount, lockAccount } from './bans.ts';
import { moderationMail } from './mails.ts';
import { recomputeCaptionWinners } from './voiding.ts';

/**
 * Moderators' decisions on entries (docs/decisions/0063-admin-console.md): approve, hide,
 * unhide, remove, ban the owner — on one item or up to ADMIN_BULK_MAX at once, in one
 * transaction with the audit lines and the owners' mails; stored files are deleted after it
 * commits (a failed delete is logged, never undoes the decision).
 */

interface Loaded {
  ref: SubjectRef;
  ownerId: string | null;
  ownerEmail: string | null;
  ownerName: string | null;
  status: EntryStatus;
  title: string;
  link: string | null;
  /** The contest (share id) of a contest or caption: its cache key. */
  shareId: string | null;
  /** A caption's contest id. */
  contestId: string | null;
  queued: boolean;
  /** Storage keys deleted by `remove`. */
  files: string[];
  /** Avatars: the waiting picture (queue details) and the profile's current one. */
  avatar?: { pendingUrl: string | null; pendingKey: string | null; currentUrl: string | null };
}

const ids = (refs: readonly SubjectRef[], type: SubjectRef['subjectType']) =>
  `{${refs
    .filter((r) => r.subjectType === type && (type === 'avatar' || isUuid(r.subjectId)))
    .map((r) => r.subjectId)
    .join(',')}}`;

/** An entry's stored sizes, in the public and the private area (ADR 0117: either may hold them). */
const variantFiles = (imageKey: string | null, variants: readonly ImageVariant[]) =>
  imageKey ? inBothAreas(variants.map((v) => `${imageKey}-${v.width}.webp`)) : [];

async function loadSubjects(
  app: FastifyInstance,
  tx: Queryable,
  refs: readonly SubjectRef[],
): Promise<Map<string, Loaded>> {
  const found = new Map<string, Loaded>();
  const key = (type: string, id: string) => `${type}:${id}`;
  const owner = sql`u.email as "ownerEmail", coalesce(pr.full_name, u.name) as "ownerName"`;
  type Row = {
    id: string;
    ownerId: string | null;
    ownerEmail: string | null;
    ownerName: string | null;
    status: EntryStatus;
    title: string;
    shareId: string | null;
    contestId: string | null;
    imageKey: string | null;
    variants: ImageVariant[] | null;
    captionIds: string[] | null;
    queued: boolean;
    details: Record<string, unknown> | null;
    currentUrl: string | null;
  };
  const queued = (type: string, id: ReturnType<typeof sql>) =>
    sql`exists (select 1 from review_queue as q where q.subject_type = ${type} and q.subject_id = ${id}::text) as queued`;
  const pets = await rowsOf<Row>(
    tx,
    sql`select p.id, p.user_id as "ownerId", ${owner}, p.status, p.pet_name as title,
      p.image_key as "imageKey", p.variants, ${queued('pet', sql`p.id`)}
    from pet_photos as p join users as u on u.id = p.user_id
    left join profiles as pr on pr.id = p.user_id
    where p.id = any(${ids(refs, 'pet')}::uuid[]) for update of p`,
  );
  for (const r of pets) {
    found.set(key('pet', r.id), {
      ref: { subjectType: 'pet', subjectId: r.id },
      ...r,
      link: `/gallery/${r.id}`,
      shareId: null,
      contestId: null,
      files: variantFiles(r.imageKey, r.variants ?? []),
    });
  }
  const contests = await rowsOf<Row>(
    tx,
    sql`select p.id, p.user_id as "ownerId", ${owner}, p.status, p.pet_name as title,
      p.share_id as "shareId", p.image_key as "imageKey", p.variants,
      array(select c.id::text from captions as c where c.pet_id = p.id) as "captionIds",
      ${queued('contest', sql`p.id`)}
    from pet_captions as p join users as u on u.id = p.user_id
    left join profiles as pr on pr.id = p.user_id
    where p.id = any(${ids(refs, 'contest')}::uuid[]) for update of p`,
  );
  for (const r of contests) {
    const cards = r.imageKey
      ? [null, ...(r.captionIds ?? [])].map((c) => `${r.imageKey}-card1-${c ?? 'none'}.jpg`)
      : [];
    found.set(key('contest', r.id), {
      ref: { subjectType: 'contest', subjectId: r.id },
      ...r,
      link: `/captions/${r.shareId}`,
      contestId: null,
      files: [...variantFiles(r.imageKey, r.variants ?? []), ...cards],
    });
  }
  const written = await rowsOf<Row>(
    tx,
    sql`select c.id, c.user_id as "ownerId", ${owner}, c.status, c.caption as title,
      p.share_id as "shareId", p.id as "contestId", p.image_key as "imageKey",
      ${queued('caption', sql`c.id`)}
    from captions as c join pet_captions as p on p.id = c.pet_id
    join users as u on u.id = c.user_id left join profiles as pr on pr.id = c.user_id
    where c.id = any(${ids(refs, 'caption')}::uuid[]) for update of c`,
  );
  for (const r of written) {
    found.set(key('caption', r.id), {
      ref: { subjectType: 'caption', subjectId: r.id },
      ...r,
      link: `/captions/${r.shareId}`,
      files: r.imageKey ? [`${r.imageKey}-card1-${r.id}.jpg`] : [],
    });
  }
  const avatars = await rowsOf<Row>(
    tx,
    sql`select u.id, u.id as "ownerId", ${owner}, 'visible' as status,
      'Avatar of ' || coalesce(pr.username, u.email) as title, pr.avatar_url as "currentUrl",
      q.details, q.subject_id is not null as queued
    from users as u left join profiles as pr on pr.id = u.id
    left join review_queue as q on q.subject_type = 'avatar' and q.subject_id = u.id
    where u.id = any(${ids(refs, 'avatar')}::text[]) for update of u`,
  );
  for (const r of avatars) {
    const pendingUrl = typeof r.details?.avatarUrl === 'string' ? r.details.avatarUrl : null;
    const pendingKey = typeof r.details?.avatarKey === 'string' ? r.details.avatarKey : null;
    found.set(key('avatar', r.id), {
      ref: { subjectType: 'avatar', subjectId: r.id },
      ...r,
      link: null,
      shareId: null,
      contestId: null,
      files: [pendingKey, avatarKeyOf(app, r.currentUrl)].filter((k): k is string => !!k),
      avatar: { pendingUrl, pendingKey, currentUrl: r.currentUrl },
    });
  }
  return found;
}

/** The status an item moves to, or null when the action changes nothing. */
function nextStatus(action: EntryAction, item: Loaded): EntryStatus | null {
  const { status } = item;
  if (item.ref.subjectType === 'avatar') {
    if (action === 'approve') return item.queued ? 'visible' : null;
    if (action === 'hide' || action === 'remove') {
      return item.queued || item.avatar?.currentUrl ? 'removed' : null;
    }
    return null;
  }
  switch (action) {
    case 'approve':
      return status === 'removed' || (status === 'visible' && !item.queued) ? null : 'visible';
    case 'unhide':
      return status === 'hidden' ? 'visible' : null;
    case 'hide':
      return status === 'hidden' || status === 'removed' ? null : 'hidden';
    case 'remove':
      return status === 'removed' ? null : 'removed';
    default:
      return null;
  }
}

const TABLES = { pet: 'pet_photos', contest: 'pet_captions', caption: 'captions' } as const;

export interface ActionOutcome extends EntryActionResult {
  /** Files to delete and caches to tell, once committed. */
  after: {
    files: string[];
    changed: BanOutcome['hiddenEntries'];
    petsChanged: boolean;
  };
}

/** Applies one action to the items, in `tx`. */
async function applyAction(
  app: FastifyInstance,
  tx: Queryable,
  admin: SessionUser,
  body: { action: EntryAction; items: SubjectRef[]; reason?: string | undefined },
): Promise<ActionOutcome> {
  const { action } = body;
  const reason = body.reason ?? null;
  const refs = dedupe(body.items);
  const loaded = await loadSubjects(app, tx, refs);
  const results: EntryActionResult['results'] = [];
  const after: ActionOutcome['after'] = { files: [], changed: [], petsChanged: false };

  if (action === 'ban_owner') {
    const bans = new Map<string, { outcome: 'done' | 'unchanged' | 'forbidden' }>();
    for (const item of loaded.values()) {
      const ownerId = item.ownerId;
      if (!ownerId || bans.has(ownerId)) continue;
      const account = await lockAccount(tx, ownerId);
      if (!account) continue;
      try {
        const ban = await banAccount(app, tx, admin, account, reason!);
        after.changed.push(...ban.hiddenEntries);
        after.petsChanged = true;
        bans.set(ownerId, { outcome: 'done' });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        bans.set(ownerId, { outcome: err.code === 'FORBIDDEN' ? 'forbidden' : 'unchanged' });
      }
    }
    const statuses = await currentStatuses(tx, [...loaded.values()]);
    for (const ref of refs) {
      const item = loaded.get(`${ref.subjectType}:${ref.subjectId}`);
      const ban = item?.ownerId ? bans.get(item.ownerId) : undefined;
      results.push({
        ...ref,
        outcome: !item ? 'not_found' : (ban?.outcome ?? 'unchanged'),
        status: item ? (statuses.get(`${ref.subjectType}:${ref.subjectId}`) ?? item.status) : null,
      });
    }
    return summarise(results, after);
  }

  const changes: { item: Loaded; next: EntryStatus }[] = [];
  for (const ref of refs) {
    const item = loaded.get(`${ref.subjectType}:${ref.subjectId}`);
    if (!item) {
      results.push({ ...ref, outcome: 'not_found', status: null });
      continue;
    }
    const next = nextStatus(action, item);
    if (!next) {
      results.push({ ...ref, outcome: 'unchanged', status: item.status });
      continue;
    }
    changes.push({ item, next });
    results.push({
      ...ref,
      outcome: 'done',
      status: item.ref.subjectType === 'avatar' ? 'visible' : next,
    });
  }

  const statusBy = action === 'hide' || action === 'remove' ? 'moderator' : null;
  const statusReason = statusBy ? reason : null;
  for (const type of ['pet', 'contest', 'caption'] as const) {
    const of = changes.filter((c) => c.item.ref.subjectType === type);
    if (of.length === 0) continue;
    const next = of[0]!.next;
    await tx.execute(sql`
      update ${sql.identifier(TABLES[type])}
      set status = ${next}, status_by = ${statusBy}, status_reason = ${statusReason}
      where id = any(${`{${of.map((c) => c.item.ref.subjectId).join(',')}}`}::uuid[])`);
    if (type === 'pet') after.petsChanged = true;
  }
  for (const { item } of changes.filter((c) => c.item.ref.subjectType === 'avatar')) {
    const avatar = item.avatar!;
    if (action === 'approve') {
      if (avatar.pendingUrl && avatar.pendingUrl !== avatar.currentUrl) {
        await tx.execute(sql`update profiles set avatar_url = ${avatar.pendingUrl}, updated_at = now()
          where id = ${item.ref.subjectId}`);
        const old = avatarKeyOf(app, avatar.currentUrl);
        if (old) after.files.push(old);
      }
    } else {
      await tx.execute(sql`update profiles set avatar_url = null, updated_at = now()
        where id = ${item.ref.subjectId}`);
      after.files.push(...item.files);
    }
  }

  const done = changes.map((c) => c.item.ref);
  await dequeue(tx, done);
  const reported = done.filter((r) => r.subjectType !== 'avatar');
  if (reported.length > 0) {
    await tx.execute(sql`
      update reports as r set resolved_at = now(),
        resolution = ${action === 'approve' || action === 'unhide' ? 'dismissed' : 'actioned'}
      from unnest(${`{${reported.map((d) => d.subjectType).join(',')}}`}::text[],
        ${`{${reported.map((d) => d.subjectId).join(',')}}`}::uuid[]) as i(t, id)
      where r.subject_type = i.t and r.subject_id = i.id and r.resolved_at is null`);
  }
  if (action === 'remove') {
    const photos = changes.filter((c) => c.item.ref.subjectType !== 'avatar');
    const petIds = photos.filter((c) => c.item.ref.subjectType === 'pet');
    const contestIds = photos.filter((c) => c.item.ref.subjectType === 'contest');
    if (petIds.length + contestIds.length > 0) {
      // The hash stays, unlinked from the entry: the photo can never come back (ADR 0061).
      await tx.execute(sql`
        update photo_hashes set removed_at = now(), pet_id = null, contest_id = null
        where pet_id = any(${`{${petIds.map((c) => c.item.ref.subjectId).join(',')}}`}::uuid[])
          or contest_id = any(${`{${contestIds.map((c) => c.item.ref.subjectId).join(',')}}`}::uuid[])`);
    }
    for (const c of photos) after.files.push(...c.item.files);
  }
  await recomputeCaptionWinners(
    tx,
    changes.filter((c) => c.item.ref.subjectType === 'caption').map((c) => c.item.contestId!),
  );
  if (action === 'hide' || action === 'remove') {
    for (const { item } of changes) {
      if (!item.ownerEmail) continue;
      await enqueueMail(
        tx,
        moderationMail({
          to: item.ownerEmail,
          name: item.ownerName ?? '',
          action,
          what: describe(item),
          reason: reason!,
          link: item.ref.subjectType === 'avatar' ? null : item.link,
          publicUrl: app.config.publicUrl,
        }),
      );
    }
  }
  const lines: AuditLine[] = changes.map(({ item, next }) => ({
    action: action as AuditLine['action'],
    subjectType: item.ref.subjectType,
    subjectId: item.ref.subjectId,
    // An avatar is named by its account's id (the console shows the current name; ADR 0102).
    subjectLabel: item.ref.subjectType === 'avatar' ? null : item.title.slice(0, 200),
    reason,
    details: { from: item.status, to: next, ownerId: item.ownerId },
  }));
  await audit(tx, admin, lines);
  for (const { item } of changes) {
    if (item.ref.subjectType !== 'avatar') {
      after.changed.push({
        subjectType: item.ref.subjectType,
        id: item.ref.subjectId,
        shareId: item.shareId,
      });
    }
  }
  return summarise(results, after);
}

function describe(item: Loaded): string {
  switch (item.ref.subjectType) {
    case 'pet':
      return `Your pet “${item.title}”`;
    case 'contest':
      return `Your caption contest “${item.title}”`;
    case 'caption':
      return `Your caption “${item.title.length > 60 ? `${item.title.slice(0, 57)}…` : item.title}”`;
    default:
      return 'Your profile picture';
  }
}

function dedupe(items: readonly SubjectRef[]): SubjectRef[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = `${i.subjectType}:${i.subjectId}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

async function currentStatuses(tx: Queryable, items: readonly Loaded[]) {
  const map = new Map<string, EntryStatus>();
  for (const type of ['pet', 'contest', 'caption'] as const) {
    const of = items.filter((i) => i.ref.subjectType === type);
    if (of.length === 0) continue;
    const rows = await rowsOf<{ id: string; status: EntryStatus }>(
      tx,
      sql`select id, status from ${sql.identifier(TABLES[type])}
        where id = any(${`{${of.map((i) => i.ref.subjectId).join(',')}}`}::uuid[])`,
    );
    for (const r of rows) map.set(`${type}:${r.id}`, r.status);
  }
  return map;
}

function summarise(
  results: EntryActionResult['results'],
  after: ActionOutcome['after'],
): ActionOutcome {
  const done = results.filter((r) => r.outcome === 'done').length;
  return { done, skipped: results.length - done, results, after };
}

/** POST /api/admin/actions: the whole request in one transaction, then files and caches. */
export async function runEntryAction(
  app: FastifyInstance,
  admin: SessionUser,
  body: { action: EntryAction; items: SubjectRef[]; reason?: string | undefined },
): Promise<EntryActionResult> {
  const outcome = await app.db.transaction((tx) => applyAction(app, tx, admin, body));
  await afterCommit(app, outcome.after);
  const { after: _after, ...result } = outcome;
  return result;
}

export async function afterCommit(app: FastifyInstance, after: ActionOutcome['after']) {
  announce(app, after.changed);
  if (after.petsChanged) {
    // Voided votes change other pets' counts too (a ban voids the member's votes), and battle
    // votes the rankings (ADR 0130).
    app.events.emit('pet-counts-changed', { petId: null });
    app.events.emit('battle-votes-changed', {});
  }
  if (after.files.length === 0) return;
  const results = await Promise.allSettled(after.files.map((k) => app.storage.delete(k)));
  for (const r of results) {
    if (r.status === 'rejected') {
      app.log.error({ err: r.reason }, 'could not delete a removed entry’s file');
    }
  }
}
