import type { QueueItem, QueueReason } from '@pawprize/shared/schemas/admin';
import { QUEUE_REASONS } from '@pawprize/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { EntryStatus, ImageVariant } from '../../db/schema/index.ts';
import type { QueueCursor } from './cursor.ts';
import { afterQueueCursor, cursorTime } from './cursor.queries.ts';

/**
 * The review queue as the console reads it: a page of queue rows joined to their entries — items
 * hidden by reports first, then newest first — served by review_queue_order_idx from the cursor
 * on, and the page's open reports.
 */

/** Open reports shown per item. */
const REPORTS_PER_ITEM = 20;

export interface PageRow {
  subjectType: QueueItem['subjectType'];
  subjectId: string;
  reasons: QueueReason[];
  queuedAt: string;
  cursorAt: string;
  screening: Record<string, unknown> | null;
  reportCount: number;
  hiddenByReports: boolean;
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

/** "Queued for this reason" over `review_queue as r`, or every row. */
const reasonFilter = (reason: QueueReason | undefined): SQL =>
  reason ? sql`r.reasons @> array[${reason}]::text[]` : sql`true`;

/** A page of the queue (hidden by reports first, then newest first), from the cursor on. */
export function queueRows(
  db: Queryable,
  reason: QueueReason | undefined,
  cursor: QueueCursor | null,
  limit: number,
): Promise<PageRow[]> {
  const filter = reasonFilter(reason);
  return rowsOf<PageRow>(
    db,
    sql`
    select q.subject_type as "subjectType", q.subject_id as "subjectId", q.reasons,
      q.queued_at as "queuedAt", ${cursorTime(sql`q.queued_at`)} as "cursorAt", q.screening,
      q.report_count as "reportCount", q.hidden_by_reports as "hiddenByReports", q.details, q.owner_id as "ownerId",
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
      where ${filter}
        and ${afterQueueCursor(sql`r.hidden_by_reports`, sql`r.queued_at`, sql`r.subject_id`, cursor)}
      order by r.hidden_by_reports desc, r.queued_at desc, r.subject_id
      limit ${limit}
    ) as q
    ${entryJoins}
    order by q.hidden_by_reports desc, q.queued_at desc, q.subject_id`,
  );
}

/** How many items the queue holds (for one reason, or all). */
export async function queueTotal(db: Queryable, reason: QueueReason | undefined): Promise<number> {
  const filter = reasonFilter(reason);
  const [{ total } = { total: 0 }] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from review_queue as r where ${filter}`,
  );
  return total;
}

export type OpenReportRow = {
  subjectType: string;
  subjectId: string;
  id: string;
  reason: QueueItem['reports'][number]['reason'];
  note: string | null;
  createdAt: string;
  reporter: string;
  reporterUserId: string | null;
};

/** The open reports of these items, newest first, at most REPORTS_PER_ITEM each. */
export function openReportRows(
  db: Queryable,
  reported: readonly { subjectType: string; subjectId: string }[],
): Promise<OpenReportRow[]> {
  return rowsOf<OpenReportRow>(
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
}

/** The queue's size by reason, the open contact messages and the open fraud findings. */
export async function queueSummary(db: Queryable): Promise<Record<string, number> | undefined> {
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
  return row;
}
