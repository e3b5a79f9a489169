import type {
  AdminSummary,
  QueueItem,
  QueuePage,
  QueuePhoto,
  QueueReason,
} from '@pawprize/shared/schemas/admin';
import { QUEUE_REASONS } from '@pawprize/shared/schemas/admin';
import type { Queryable } from '../../db/rows.ts';
import type { EntryStatus, ImageVariant } from '../../db/schema/index.ts';
import { decodeQueueCursor, encodeQueueCursor } from './cursor.ts';
import type { PageRow } from './queue.queries.ts';
import { openReportRows, queueRows, queueSummary, queueTotal } from './queue.queries.ts';

/**
 * The review queue page: items hidden by reports first, then newest first, optionally one reason, with everything a
 * moderator decides on — the photo, the owner, open reports, screening scores and the
 * duplicate's original. Two queries per page whatever its size: the page (queue rows joined to
 * their entries, served by review_queue_queued_idx from the cursor on) and its open reports.
 */

function photo(
  status: EntryStatus | null,
  imageUrl: string | null,
  variants: ImageVariant[] | null,
  width: number | null,
  height: number | null,
): QueuePhoto | null {
  if (!imageUrl) return null;
  // A removed entry's files are gone: say so rather than show a broken image.
  if (status === 'removed') return { imageUrl: null, variants: [], width, height };
  return { imageUrl, variants: variants ?? [], width, height };
}

export async function queuePage(
  db: Queryable,
  query: { reason?: QueueReason | undefined; limit: number; cursor?: string | undefined },
): Promise<QueuePage> {
  const cursor = decodeQueueCursor(query.cursor);
  const rows = await queueRows(db, query.reason, cursor, query.limit);
  const total = await queueTotal(db, query.reason);
  const reports = await openReports(db, rows);
  const items = rows.map((r) => toQueueItem(r, reports));
  const last = rows.at(-1);
  return {
    items,
    nextCursor:
      last && rows.length === query.limit
        ? encodeQueueCursor(last.hiddenByReports, last.cursorAt, last.subjectId)
        : null,
    total,
  };
}

/** One queue row as the console shows it, with its open reports. */
function toQueueItem(r: PageRow, reports: Map<string, QueueItem['reports']>): QueueItem {
  const link =
    r.subjectType === 'pet'
      ? `/gallery/${r.subjectId}`
      : r.shareId && r.subjectType !== 'avatar'
        ? `/captions/${r.shareId}`
        : null;
  return {
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    title: r.title ?? '(deleted)',
    link,
    status: r.status ?? 'removed',
    statusReason: r.statusReason,
    photo:
      r.subjectType === 'caption'
        ? null
        : photo(r.status, r.imageUrl, r.variants, r.width, r.height),
    context:
      r.subjectType === 'caption' && r.contextTitle
        ? {
            title: r.contextTitle,
            link: r.contextShareId ? `/captions/${r.contextShareId}` : null,
            photo: photo(
              r.contextStatus,
              r.contextImageUrl,
              r.contextVariants,
              r.contextWidth,
              r.contextHeight,
            ),
          }
        : null,
    owner: {
      id: r.ownerId,
      email: r.ownerEmail,
      username: r.ownerUsername,
      banned: r.ownerBanned,
    },
    reasons: r.reasons,
    queuedAt: new Date(r.queuedAt).toISOString(),
    screening: r.screening,
    duplicateOf:
      r.dupType && r.dupId && r.dupTitle
        ? {
            subjectType: r.dupType,
            subjectId: r.dupId,
            title: r.dupTitle,
            link:
              r.dupType === 'pet'
                ? `/gallery/${r.dupId}`
                : r.dupShareId
                  ? `/captions/${r.dupShareId}`
                  : null,
            status: r.dupStatus ?? 'removed',
            photo: photo(r.dupStatus, r.dupImageUrl, r.dupVariants, r.dupWidth, r.dupHeight),
            owner: {
              id: r.dupOwnerId,
              email: r.dupOwnerEmail,
              username: r.dupOwnerUsername,
              banned: r.dupOwnerBanned ?? false,
            },
            distance: r.dupDistance ?? 0,
          }
        : null,
    reports: reports.get(`${r.subjectType}:${r.subjectId}`) ?? [],
    reportCount: r.reportCount,
    hiddenByReports: r.hiddenByReports,
  };
}

async function openReports(db: Queryable, rows: readonly PageRow[]) {
  const byItem = new Map<string, QueueItem['reports']>();
  const reported = rows.filter((r) => r.reportCount > 0 && r.subjectType !== 'avatar');
  if (reported.length === 0) return byItem;
  const list = await openReportRows(db, reported);
  for (const r of list) {
    const key = `${r.subjectType}:${r.subjectId}`;
    const entry = {
      id: r.id,
      reason: r.reason,
      note: r.note,
      createdAt: new Date(r.createdAt).toISOString(),
      reporter: r.reporter,
      reporterUserId: r.reporterUserId,
    };
    byItem.set(key, [...(byItem.get(key) ?? []), entry]);
  }
  return byItem;
}

/** The menu badge and the filter's counts: one scan of the queue, one index probe of the inbox. */
export async function adminSummary(db: Queryable): Promise<AdminSummary> {
  const row = await queueSummary(db);
  const queuedByReason = Object.fromEntries(
    QUEUE_REASONS.map((r) => [r, row?.[r] ?? 0]),
  ) as AdminSummary['queuedByReason'];
  return {
    queued: row?.queued ?? 0,
    queuedByReason,
    inboxOpen: row?.inboxOpen ?? 0,
    fraudOpen: row?.fraudOpen ?? 0,
  };
}
