import type { EntryAction, EntryActionResult, SubjectRef } from '@pawprize/shared/schemas/admin';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { Ctx } from '../../context/index.ts';
import type { Queryable } from '../../db/rows.ts';
import type { EntryStatus, ImageVariant } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../http/params.ts';
import { inBothAreas } from '../../storage/types.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { dequeue } from '../moderation/index.ts';
import type { ModerationDecisionNote } from '../notifications/index.ts';
import { notifyModerationDecisions } from '../notifications/index.ts';
import { avatarKeyOf } from '../profiles/index.ts';
import {
  clearAvatarUrl,
  entryStatuses,
  lockAvatars,
  lockCaptions,
  lockContests,
  lockPets,
  markPhotosRemoved,
  resolveReportsOf,
  setAvatarUrl,
  setEntriesStatus,
} from './actions.queries.ts';
import type { AfterCommit } from './after-commit.ts';
import { afterCommit } from './after-commit.ts';
import type { AuditLine } from './audit.ts';
import { audit } from './audit.queries.ts';
import { banAccount } from './bans.ts';
import { lockAccount } from './bans.queries.ts';
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

/** The ids of one type among the refs (entries' ids must be uuids to be looked up). */
const ids = (refs: readonly SubjectRef[], type: SubjectRef['subjectType']) =>
  refs
    .filter((r) => r.subjectType === type && (type === 'avatar' || isUuid(r.subjectId)))
    .map((r) => r.subjectId);

/** What the actions use: the database, the public address (mails), storage and caches. */
type ActionCtx = Ctx<'db' | 'config' | 'storage' | 'events' | 'log'>;

/** An entry's stored sizes, in the public and the private area (ADR 0117: either may hold them). */
const variantFiles = (imageKey: string | null, variants: readonly ImageVariant[]) =>
  imageKey ? inBothAreas(variants.map((v) => `${imageKey}-${v.width}.webp`)) : [];

async function loadSubjects(
  ctx: Ctx<'storage'>,
  tx: Queryable,
  refs: readonly SubjectRef[],
): Promise<Map<string, Loaded>> {
  const found = new Map<string, Loaded>();
  const key = (type: string, id: string) => `${type}:${id}`;
  const pets = await lockPets(tx, ids(refs, 'pet'));
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
  const contests = await lockContests(tx, ids(refs, 'contest'));
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
  const written = await lockCaptions(tx, ids(refs, 'caption'));
  for (const r of written) {
    found.set(key('caption', r.id), {
      ref: { subjectType: 'caption', subjectId: r.id },
      ...r,
      link: `/captions/${r.shareId}`,
      files: r.imageKey ? [`${r.imageKey}-card1-${r.id}.jpg`] : [],
    });
  }
  const avatars = await lockAvatars(tx, ids(refs, 'avatar'));
  for (const r of avatars) {
    const pendingUrl = typeof r.details?.avatarUrl === 'string' ? r.details.avatarUrl : null;
    const pendingKey = typeof r.details?.avatarKey === 'string' ? r.details.avatarKey : null;
    found.set(key('avatar', r.id), {
      ref: { subjectType: 'avatar', subjectId: r.id },
      ...r,
      link: null,
      shareId: null,
      contestId: null,
      files: [pendingKey, avatarKeyOf(ctx, r.currentUrl)].filter((k): k is string => !!k),
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

export interface ActionOutcome extends EntryActionResult {
  /** Files to delete and caches to tell, once committed. */
  after: AfterCommit;
}

type ActionBody = { action: EntryAction; items: SubjectRef[]; reason?: string | undefined };
type Change = { item: Loaded; next: EntryStatus };
type Results = EntryActionResult['results'];

/** Applies one action to the items, in `tx`. */
async function applyAction(
  ctx: ActionCtx,
  tx: Queryable,
  admin: SessionUser,
  body: ActionBody,
): Promise<ActionOutcome> {
  const { action } = body;
  const reason = body.reason ?? null;
  const refs = dedupe(body.items);
  const loaded = await loadSubjects(ctx, tx, refs);
  if (action === 'ban_owner') return banOwners(ctx, tx, admin, refs, loaded, reason!);

  const { results, changes } = planChanges(action, refs, loaded);
  const after: ActionOutcome['after'] = { files: [], changed: [], petsChanged: false };
  await writeStatuses(tx, action, reason, changes, after);
  await writeAvatars(ctx, tx, action, changes, after);
  const done = changes.map((c) => c.item.ref);
  await dequeue(tx, done);
  const reported = done.filter((r) => r.subjectType !== 'avatar');
  if (reported.length > 0) {
    await resolveReportsOf(
      tx,
      reported,
      action === 'approve' || action === 'unhide' ? 'dismissed' : 'actioned',
    );
  }
  if (action === 'remove') await removePhotos(tx, changes, after);
  await recomputeCaptionWinners(
    tx,
    changes.filter((c) => c.item.ref.subjectType === 'caption').map((c) => c.item.contestId!),
  );
  if (action === 'hide' || action === 'remove') {
    await mailOwners(ctx, tx, action, reason!, changes);
  }
  await notifyModerationDecisions(tx, admin.id, decisionNotes(reason, changes));
  await audit(tx, admin, auditLines(action, reason, changes));
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

/** "Ban the owner": each owner once; the items answer with their owner's outcome. */
async function banOwners(
  ctx: Ctx<'config'>,
  tx: Queryable,
  admin: SessionUser,
  refs: readonly SubjectRef[],
  loaded: Map<string, Loaded>,
  reason: string,
): Promise<ActionOutcome> {
  const results: Results = [];
  const after: ActionOutcome['after'] = { files: [], changed: [], petsChanged: false };
  const bans = new Map<string, { outcome: 'done' | 'unchanged' | 'forbidden' }>();
  for (const item of loaded.values()) {
    const ownerId = item.ownerId;
    if (!ownerId || bans.has(ownerId)) continue;
    const account = await lockAccount(tx, ownerId);
    if (!account) continue;
    try {
      const ban = await banAccount(ctx, tx, admin, account, reason);
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

/** Each item's answer, and the items the action changes with their next status. */
function planChanges(
  action: EntryAction,
  refs: readonly SubjectRef[],
  loaded: Map<string, Loaded>,
): { results: Results; changes: Change[] } {
  const results: Results = [];
  const changes: Change[] = [];
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
  return { results, changes };
}

/** The entries' new status, one statement per type (a moderator's hide or removal says why). */
async function writeStatuses(
  tx: Queryable,
  action: EntryAction,
  reason: string | null,
  changes: readonly Change[],
  after: ActionOutcome['after'],
): Promise<void> {
  const statusBy = action === 'hide' || action === 'remove' ? 'moderator' : null;
  const statusReason = statusBy ? reason : null;
  for (const type of ['pet', 'contest', 'caption'] as const) {
    const of = changes.filter((c) => c.item.ref.subjectType === type);
    if (of.length === 0) continue;
    const next = of[0]!.next;
    await setEntriesStatus(
      tx,
      type,
      of.map((c) => c.item.ref.subjectId),
      { status: next, statusBy, statusReason },
    );
    if (type === 'pet') after.petsChanged = true;
  }
}

/** Avatars: approving shows the waiting picture (the old file goes); else the picture goes. */
async function writeAvatars(
  ctx: Ctx<'storage'>,
  tx: Queryable,
  action: EntryAction,
  changes: readonly Change[],
  after: ActionOutcome['after'],
): Promise<void> {
  for (const { item } of changes.filter((c) => c.item.ref.subjectType === 'avatar')) {
    const avatar = item.avatar!;
    if (action === 'approve') {
      if (avatar.pendingUrl && avatar.pendingUrl !== avatar.currentUrl) {
        await setAvatarUrl(tx, item.ref.subjectId, avatar.pendingUrl);
        const old = avatarKeyOf(ctx, avatar.currentUrl);
        if (old) after.files.push(old);
      }
    } else {
      await clearAvatarUrl(tx, item.ref.subjectId);
      after.files.push(...item.files);
    }
  }
}

/** Removed pets' and contests' photos: their hashes stay, and their files go after the commit. */
async function removePhotos(
  tx: Queryable,
  changes: readonly Change[],
  after: ActionOutcome['after'],
): Promise<void> {
  const photos = changes.filter((c) => c.item.ref.subjectType !== 'avatar');
  const petIds = photos.filter((c) => c.item.ref.subjectType === 'pet');
  const contestIds = photos.filter((c) => c.item.ref.subjectType === 'contest');
  if (petIds.length + contestIds.length > 0) {
    // The hash stays, unlinked from the entry: the photo can never come back (ADR 0061).
    await markPhotosRemoved(
      tx,
      petIds.map((c) => c.item.ref.subjectId),
      contestIds.map((c) => c.item.ref.subjectId),
    );
  }
  for (const c of photos) after.files.push(...c.item.files);
}

/** The owners' mails of a hide or a removal, through the outbox in the transaction. */
async function mailOwners(
  ctx: Ctx<'config'>,
  tx: Queryable,
  action: 'hide' | 'remove',
  reason: string,
  changes: readonly Change[],
): Promise<void> {
  for (const { item } of changes) {
    if (!item.ownerEmail) continue;
    await enqueueMail(
      tx,
      moderationMail({
        to: item.ownerEmail,
        name: item.ownerName ?? '',
        action,
        what: describe(item),
        reason,
        link: item.ref.subjectType === 'avatar' ? null : item.link,
        publicUrl: ctx.config.publicUrl,
      }),
    );
  }
}

/** The owners' in-app notifications of the decision (docs/product/notifications.md). */
function decisionNotes(
  reason: string | null,
  changes: readonly Change[],
): ModerationDecisionNote[] {
  return changes.flatMap(({ item, next }) => {
    const subjectType = item.ref.subjectType;
    if (subjectType === 'avatar' || !item.ownerId || next === 'pending') return [];
    const decision = next === 'visible' ? 'approved' : next;
    return [
      {
        ownerId: item.ownerId,
        subjectType,
        subjectId: item.ref.subjectId,
        shareId: item.shareId,
        title: item.title,
        decision,
        reason: decision === 'approved' ? null : reason,
      },
    ];
  });
}

function auditLines(
  action: EntryAction,
  reason: string | null,
  changes: readonly Change[],
): AuditLine[] {
  return changes.map(({ item, next }) => ({
    action: action as AuditLine['action'],
    subjectType: item.ref.subjectType,
    subjectId: item.ref.subjectId,
    // An avatar is named by its account's id (the console shows the current name; ADR 0102).
    subjectLabel: item.ref.subjectType === 'avatar' ? null : item.title.slice(0, 200),
    reason,
    details: { from: item.status, to: next, ownerId: item.ownerId },
  }));
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
    const rows = await entryStatuses(
      tx,
      type,
      of.map((i) => i.ref.subjectId),
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
  ctx: ActionCtx,
  admin: SessionUser,
  body: ActionBody,
): Promise<EntryActionResult> {
  const outcome = await ctx.db.transaction((tx) => applyAction(ctx, tx, admin, body));
  await afterCommit(ctx, outcome.after);
  const { after: _after, ...result } = outcome;
  return result;
}
