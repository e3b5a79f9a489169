import type {
  AdminSummary,
  QueueItem,
  QueuePage,
  QueuePhoto,
  QueueReason,
} from '@pawprize/shared/schemas/admin';
import { QUEUE_REASONS } from '@pawprize/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { EntryStatus, ImageVariant } from '../../db/schema/index.ts';
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from './cursor.ts';

/**
 * The review queue page: newest first, optionally one reason, with everything a
 * moderator decides on — the photo, the owner, open reports, screening scores and the
 * duplicate's original. Two queries per page whatever its size: the page (queue rows joined to
 * their entries, served by review_queue_queued_idx from the cursor on) and its open reports.
 */

/** Open reports shown per item. */
const REPORTS_PER_ITEM = 20;

interface PageRow {
  subjectType: QueueItem['subjectType'];
  subjectId: string;
  reasons: QueueReason[];
  queuedAt: string;
  cursorAt: string;
  screening: Record<string, unknown> | null;
  reportCount: number;
  details: Record<string, unknown> | null;
  ownerId: string | null;
  ownerEmail: string | null;
  ownerUsername: string | null;
  ownerBanned: boolean;
  title: string | null;
  status: EntryStatus | null;
  statusReason: string | null;
  shareId: string | null;
  imageUrl: string | null;
  variants: ImageVariant[] | null;
  width: number | null;
  height: number | null;
  contextTitle: string | null;
  contextShareId: string | null;
  contextImageUrl: string | null;
  contextVariants: ImageVariant[] | null;
  contextWidth: number | null;
  contextHeight: number | null;
  contextStatus: EntryStatus | null;
  dupType: QueueItem['subjectType'] | null;
  dupId: string | null;
  dupDistance: number | null;
  dupTitle: string | null;
  dupStatus: EntryStatus | null;
  dupShareId: string | null;
  dupImageUrl: string | null;
  dupVariants: ImageVariant[] | null;
  dupWidth: number | null;
  dupHeight: number | null;
  dupOwnerId: string | null;
  dupOwnerEmail: string | null;
  dupOwnerUsername: string | null;
  dupOwnerBanned: boolean | null;
}

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

const entryJoins = sql`
  left join pet_photos as p on q.subject_type = 'pet'
    and p.id = (case when q.subject_type = 'pet' then q.subject_id::uuid end)
  left join pet_captions as pc on q.subject_type = 'contest'
    and pc.id = (case when q.subject_type = 'contest' then q.subject_id::uuid end)
  left join captions as c on q.subject_type = 'caption'
    and c.id = (case when q.subject_type = 'caption' then q.subject_id::uuid end)
  left join pet_captions as cc on cc.id = c.pet_id
  left join users as u on u.id = q.owner_id
  left join profiles as pr on pr.id = q.owner_id
  left join pet_photos as dp on q.duplicate_of_type = 'pet' and dp.id = q.duplicate_of_id
  left join pet_captions as dpc on q.duplicate_of_type = 'contest' and dpc.id = q.duplicate_of_id
  left join users as du on du.id = coalesce(dp.user_id, dpc.user_id)
  left join profiles as dpr on dpr.id = du.id`;

export async function queuePage(
  db: Queryable,
  query: { reason?: QueueReason | undefined; limit: number; cursor?: string | undefined },
): Promise<QueuePage> {
  const cursor = decodeCursor(query.cursor);
  const filter = query.reason ? sql`r.reasons @> array[${query.reason}]::text[]` : sql`true`;
  const rows = await rowsOf<PageRow>(
    db,
    sql`
    select q.subject_type as "subjectType", q.subject_id as "subjectId", q.reasons,
      q.queued_at as "queuedAt", ${cursorTime(sql`q.queued_at`)} as "cursorAt", q.screening,
      q.report_count as "reportCount", q.details, q.owner_id as "ownerId",
      u.email as "ownerEmail", pr.username as "ownerUsername",
      exists (select 1 from bans as b where b.user_id = q.owner_id) as "ownerBanned",
      coalesce(p.pet_name, pc.pet_name, c.caption,
        'Avatar of ' || coalesce(pr.username, u.email)) as title,
      coalesce(p.status, pc.status, c.status,
        case when q.subject_type = 'avatar' and u.id is not null then 'visible' end) as status,
      coalesce(p.status_reason, pc.status_reason, c.status_reason) as "statusReason",
      coalesce(pc.share_id, cc.share_id) as "shareId",
      coalesce(p.image_url, pc.image_url,
        case when q.subject_type = 'avatar'
          then coalesce(q.details ->> 'avatarUrl', pr.avatar_url) end) as "imageUrl",
      coalesce(p.variants, pc.variants) as variants,
      coalesce(p.width, pc.width) as width, coalesce(p.height, pc.height) as height,
      cc.pet_name as "contextTitle", cc.share_id as "contextShareId",
      cc.image_url as "contextImageUrl", cc.variants as "contextVariants",
      cc.width as "contextWidth", cc.height as "contextHeight", cc.status as "contextStatus",
      q.duplicate_of_type as "dupType", q.duplicate_of_id as "dupId",
      q.duplicate_distance as "dupDistance",
      coalesce(dp.pet_name, dpc.pet_name) as "dupTitle",
      coalesce(dp.status, dpc.status) as "dupStatus", dpc.share_id as "dupShareId",
      coalesce(dp.image_url, dpc.image_url) as "dupImageUrl",
      coalesce(dp.variants, dpc.variants) as "dupVariants",
      coalesce(dp.width, dpc.width) as "dupWidth", coalesce(dp.height, dpc.height) as "dupHeight",
      du.id as "dupOwnerId", du.email as "dupOwnerEmail", dpr.username as "dupOwnerUsername",
      exists (select 1 from bans as b where b.user_id = du.id) as "dupOwnerBanned"
    from (
      select * from review_queue as r
      where ${filter} and ${afterCursor(sql`r.queued_at`, sql`r.subject_id`, cursor)}
      order by r.queued_at desc, r.subject_id
      limit ${query.limit}
    ) as q
    ${entryJoins}
    order by q.queued_at desc, q.subject_id`,
  );
  const [{ total } = { total: 0 }] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from review_queue as r where ${filter}`,
  );
  const reports = await openReports(db, rows);
  const items = rows.map((r): QueueItem => {
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
    };
  });
  const last = rows.at(-1);
  return {
    items,
    nextCursor:
      last && rows.length === query.limit ? encodeCursor(last.cursorAt, last.subjectId) : null,
    total,
  };
}

async function openReports(db: Queryable, rows: readonly PageRow[]) {
  const byItem = new Map<string, QueueItem['reports']>();
  const reported = rows.filter((r) => r.reportCount > 0 && r.subjectType !== 'avatar');
  if (reported.length === 0) return byItem;
  const list = await rowsOf<{
    subjectType: string;
    subjectId: string;
    id: string;
    reason: QueueItem['reports'][number]['reason'];
    note: string | null;
    createdAt: string;
    reporter: string;
    reporterUserId: string | null;
  }>(
    db,
    sql`
    select x.* from unnest(${`{${reported.map((r) => r.subjectType).join(',')}}`}::text[],
        ${`{${reported.map((r) => r.subjectId).join(',')}}`}::uuid[]) as i(t, id),
      lateral (
        select r.subject_type as "subjectType", r.subject_id::text as "subjectId", r.id, r.reason,
          r.note, r.created_at as "createdAt",
          case when r.reporter_user_id is null then 'Visitor'
            else coalesce(p.username, u.email, 'Deleted account') end as reporter,
          r.reporter_user_id as "reporterUserId"
        from reports as r
        left join users as u on u.id = r.reporter_user_id
        left join profiles as p on p.id = r.reporter_user_id
        where r.subject_type = i.t and r.subject_id = i.id and r.resolved_at is null
        order by r.created_at desc
        limit ${REPORTS_PER_ITEM}
      ) as x`,
  );
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
  const counts = QUEUE_REASONS.map(
    (reason) =>
      sql`count(*) filter (where ${reason} = any(reasons))::int as ${sql.identifier(reason)}`,
  );
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`select count(*)::int as "queued", ${sql.join(counts, sql`, `)},
      (select count(*)::int from contact_messages where handled_at is null) as "inboxOpen",
      (select count(*)::int from fraud_findings where status = 'open') as "fraudOpen"
    from review_queue`,
  );
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
