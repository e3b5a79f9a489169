// Seeds the review queue straight into a migrated database that already has pets (seed-pets.ts):
//   node --import tsx bench/seed-queue.ts --data-dir <DATA_DIR> [--count 10000] [--admin <email>]
// Items get every reason (a fifth reported, with two open reports each, a fifth duplicates of
// another pet), newest first by a second apart; --admin marks that account's email verified.
// The server must not be running on that DATA_DIR.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    count: { type: 'string', default: '10000' },
    admin: { type: 'string' },
  },
});
const count = Number(values.count);
const handle = values['database-url']
  ? openPostgres(values['database-url'], 1)
  : await openPglite(values['data-dir']!);
const started = performance.now();
try {
  const db = handle.db;
  await db.execute(sql`
    with numbered as (
      select id, user_id, row_number() over (order by id) as i from pet_photos
    ), items as (
      select a.id, a.user_id, a.i, b.id as original
      from numbered as a left join numbered as b on b.i = a.i + ${count}
      where a.i <= ${count}
    )
    insert into review_queue (subject_type, subject_id, owner_id, reasons, queued_at, screening,
      duplicate_of_type, duplicate_of_id, duplicate_distance, report_count)
    select 'pet', id::text, user_id,
      (case i % 5 when 0 then '{reported}' when 1 then '{no_animal}' when 2 then '{nsfw}'
        when 3 then '{duplicate}' else '{not_screened,reported}' end)::text[],
      now() - make_interval(secs => i),
      jsonb_build_object('unsafe', 0.62, 'species', 'dog', 'ms', 180,
        'animals', jsonb_build_array(jsonb_build_object('label', 'dog', 'score', 0.41))),
      case when i % 5 = 3 then 'pet' end, case when i % 5 = 3 then original end,
      case when i % 5 = 3 then 12 end,
      case when i % 5 in (0, 4) then 2 else 0 end
    from items
    on conflict do nothing`);
  await db.execute(sql`
    insert into reports (subject_type, subject_id, subject_owner_id, reporter_key, reason, note)
    select 'pet', q.subject_id::uuid, q.owner_id, 'v:' || gen_random_uuid(), r.reason, r.note
    from review_queue as q,
      (values ('spam', null), ('other', 'Looks copied from a stock photo site')) as r(reason, note)
    where q.report_count > 0`);
  await db.execute(sql`update pet_photos set status = 'pending', status_by = 'reports'
    where id in (select subject_id::uuid from review_queue where 'reported' = any(reasons)
      and random() < 0.3)`);
  if (values.admin) {
    await db.execute(sql`update users set email_verified = true where email = ${values.admin}`);
  }
  await db.execute(sql`analyze review_queue`);
  await db.execute(sql`analyze reports`);
  await db.execute(sql`analyze pet_photos`);
  console.log(`queued ${count} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
