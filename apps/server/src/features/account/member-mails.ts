import { href } from '@pawprize/shared/routes';
import type {
  MailKind,
  MailPreferences,
  MailPreferencesPatch,
} from '@pawprize/shared/schemas/account';
import type { Ctx } from '../../context/index.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { MailLinks, MailParts } from './member-mails.templates.ts';
import { captionWinnerMail, monthlyWinnerMail } from './member-mails.templates.ts';
import type { AuthRuntime } from '../auth/index.ts';
import {
  findMailRecipient,
  findPetOwner,
  findPreferences,
  upsertPreferences,
} from './member-mails.queries.ts';
import { unsubscribeToken } from './unsubscribe.ts';

/**
 * Mails members want (docs/product/mail.md): queued in the transaction of the event, once per
 * event (the outbox's dedupe key), only to a verified, unbanned member who has not switched the
 * kind off, with RFC 8058 one-click unsubscribe headers.
 */

type Executor = Pick<Database, 'insert' | 'execute'>;

/** What a member mail's links need: the clock, the public URL and the auth secret (tokens). */
export type MemberMailCtx = Ctx<'clock' | 'config'> & { auth: Pick<AuthRuntime, 'secret'> };

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
export function memberMailLinks(ctx: MemberMailCtx, userId: string, kind: MailKind) {
  const token = encodeURIComponent(
    unsubscribeToken(ctx.auth.secret, userId, kind, ctx.clock.now()),
  );
  const { publicUrl } = ctx.config;
  return {
    publicUrl,
    unsubscribeUrl: `${publicUrl}${href('mailUnsubscribe')}?token=${token}`,
    oneClickUrl: `${publicUrl}/api/mail/unsubscribe?token=${token}`,
  };
}

/** Queues one member mail; false when the member opted out, cannot get it, or it was queued before. */
export async function queueMemberMail(
  ctx: MemberMailCtx,
  db: Executor,
  opts: {
    userId: string;
    kind: MailKind;
    dedupeKey: string;
    build: (to: { name: string }, links: MailLinks) => MailParts;
  },
): Promise<boolean> {
  const to = await findMailRecipient(db, opts.userId, {
    column: COLUMN[opts.kind],
    wanted: DEFAULT_PREFERENCES[opts.kind],
  });
  if (!to?.wanted) return false;
  const links = memberMailLinks(ctx, opts.userId, opts.kind);
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
  ctx: MemberMailCtx,
  db: Executor,
  win: { month: string; petId: string; petName: string; votes: number },
): Promise<boolean> {
  const pet = await findPetOwner(db, win.petId);
  if (!pet) return false;
  const monthLabel = new Date(`${win.month.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return queueMemberMail(ctx, db, {
    userId: pet.userId,
    kind: 'monthlyWinner',
    dedupeKey: `monthly-winner:${win.month.slice(0, 7)}`,
    build: (to, links) => monthlyWinnerMail(to, { ...win, monthLabel }, links),
  });
}

/** "Your caption contest has a winner", when a contest's winner is first decided. */
export async function queueCaptionWinnerMail(
  ctx: MemberMailCtx,
  db: Executor,
  contest: { id: string; ownerId: string; shareId: string; petName: string; caption: string },
): Promise<boolean> {
  return queueMemberMail(ctx, db, {
    userId: contest.ownerId,
    kind: 'captionWinner',
    dedupeKey: `caption-winner:${contest.id}`,
    build: (to, links) => captionWinnerMail(to, contest, links),
  });
}

export async function readPreferences(ctx: Ctx<'db'>, userId: string): Promise<MailPreferences> {
  const row = await findPreferences(ctx.db, userId);
  return row ?? { ...DEFAULT_PREFERENCES };
}

/** Sets some switches (the others keep their value or default) in one upsert. */
export async function updatePreferences(
  ctx: Ctx<'db'>,
  userId: string,
  patch: MailPreferencesPatch,
): Promise<MailPreferences> {
  return upsertPreferences(ctx.db, userId, { ...DEFAULT_PREFERENCES, ...patch }, patch, new Date());
}
