import type {
  MailKind,
  MailPreferences,
  MailPreferencesPatch,
} from '@pawprize/shared/schemas/account';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mailPreferences } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { MailLinks, MailParts } from './member-mails.templates.ts';
import { captionWinnerMail, monthlyWinnerMail } from './member-mails.templates.ts';
import { unsubscribeToken } from './unsubscribe.ts';

/**
 * Mails members want (docs/product/mail.md): queued in the transaction of the event, once per
 * event (the outbox's dedupe key), only to a verified, unbanned member who has not switched the
 * kind off, with RFC 8058 one-click unsubscribe headers.
 */

type Executor = Pick<Database, 'insert' | 'execute'>;

export const DEFAULT_PREFERENCES: MailPreferences = {
  monthlyWinner: true,
  captionWinner: true,
  weeklyDigest: false,
};

const COLUMN: Record<MailKind, string> = {
  monthlyWinner: 'monthly_winner',
  captionWinner: 'caption_winner',
  weeklyDigest: 'weekly_digest',
};

/** The links of a member mail: the unsubscribe page, and the one-click URL of the headers. */
export function memberMailLinks(app: FastifyInstance, userId: string, kind: MailKind) {
  const token = encodeURIComponent(
    unsubscribeToken(app.auth.secret, userId, kind, app.clock.now()),
  );
  const { publicUrl } = app.config;
  return {
    publicUrl,
    unsubscribeUrl: `${publicUrl}/mail/unsubscribe?token=${token}`,
    oneClickUrl: `${publicUrl}/api/mail/unsubscribe?token=${token}`,
  };
}

/** Queues one member mail; false when the member opted out, cannot get it, or it was queued before. */
export async function queueMemberMail(
  app: FastifyInstance,
  db: Executor,
  opts: {
    userId: string;
    kind: MailKind;
    dedupeKey: string;
    build: (to: { name: string }, links: MailLinks) => MailParts;
  },
): Promise<boolean> {
  const [to] = await rowsOf<{ email: string; name: string; wanted: boolean }>(
    db,
    sql`select u.email, coalesce(nullif(p.full_name, ''), p.username, u.name) as name,
        coalesce(mp.${sql.raw(COLUMN[opts.kind])}, ${DEFAULT_PREFERENCES[opts.kind]}) as wanted
      from users as u
      left join profiles as p on p.id = u.id
      left join mail_preferences as mp on mp.user_id = u.id
      where u.id = ${opts.userId} and u.email_verified
        and not exists (select 1 from bans as b where b.user_id = u.id)`,
  );
  if (!to?.wanted) return false;
  const links = memberMailLinks(app, opts.userId, opts.kind);
  const mail = opts.build({ name: to.name }, links);
  return enqueueMail(db, {
    to: to.email,
    ...mail,
    userId: opts.userId,
    dedupeKey: opts.dedupeKey,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
}

/** "Your pet won {month}!" to the owner of a monthly winner, in the recording transaction. */
export async function queueMonthlyWinnerMail(
  app: FastifyInstance,
  db: Executor,
  win: { month: string; petId: string; petName: string; votes: number },
): Promise<boolean> {
  const [pet] = await rowsOf<{ userId: string }>(
    db,
    sql`select user_id as "userId" from pet_photos where id = ${win.petId}`,
  );
  if (!pet) return false;
  const monthLabel = new Date(`${win.month.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return queueMemberMail(app, db, {
    userId: pet.userId,
    kind: 'monthlyWinner',
    dedupeKey: `monthly-winner:${win.month.slice(0, 7)}`,
    build: (to, links) => monthlyWinnerMail(to, { ...win, monthLabel }, links),
  });
}

/** "Your caption contest has a winner", when a contest's winner is first decided. */
export async function queueCaptionWinnerMail(
  app: FastifyInstance,
  db: Executor,
  contest: { id: string; ownerId: string; shareId: string; petName: string; caption: string },
): Promise<boolean> {
  return queueMemberMail(app, db, {
    userId: contest.ownerId,
    kind: 'captionWinner',
    dedupeKey: `caption-winner:${contest.id}`,
    build: (to, links) => captionWinnerMail(to, contest, links),
  });
}

export async function readPreferences(
  app: FastifyInstance,
  userId: string,
): Promise<MailPreferences> {
  const [row] = await rowsOf<MailPreferences>(
    app.db,
    sql`select monthly_winner as "monthlyWinner", caption_winner as "captionWinner",
      weekly_digest as "weeklyDigest" from mail_preferences where user_id = ${userId}`,
  );
  return row ?? { ...DEFAULT_PREFERENCES };
}

/** Sets some switches (the others keep their value or default) in one upsert. */
export async function updatePreferences(
  app: FastifyInstance,
  userId: string,
  patch: MailPreferencesPatch,
): Promise<MailPreferences> {
  const [row] = await app.db
    .insert(mailPreferences)
    .values({ userId, ...DEFAULT_PREFERENCES, ...patch })
    .onConflictDoUpdate({
      target: mailPreferences.userId,
      set: { ...patch, updatedAt: new Date() },
    })
    .returning({
      monthlyWinner: mailPreferences.monthlyWinner,
      captionWinner: mailPreferences.captionWinner,
      weeklyDigest: mailPreferences.weeklyDigest,
    });
  return row!;
}
