import { ADMIN_DETAIL_LIST_MAX } from '@pawprize/shared/schemas/admin';
import type { AdminUser, AdminUserDetail } from '@pawprize/shared/schemas/admin';
import type { Ctx } from '../../context/index.ts';
import type { UserRow } from './users.queries.ts';
import {
  reportsMadeBy,
  reportsReceivedBy,
  searchUserRows,
  userEntries,
  userRow,
  userVotes,
} from './users.queries.ts';

/**
 * Users in the admin console: search by email or username, one account's pets, contests, votes
 * and reports (their statements: users.queries.ts).
 */

function toUser(ctx: Ctx<'config'>, r: UserRow): AdminUser {
  return {
    id: r.id,
    email: r.email,
    emailVerified: r.emailVerified,
    username: r.username,
    fullName: r.fullName,
    avatarUrl: r.avatarUrl,
    createdAt: new Date(r.createdAt).toISOString(),
    credits: r.credits ?? 0,
    isAdmin: r.emailVerified && ctx.config.adminEmails.some((e) => e.toLowerCase() === r.email),
    banned: r.banReason
      ? { reason: r.banReason, at: new Date(r.bannedAt!).toISOString(), by: r.bannedBy }
      : null,
    counts: {
      pets: r.pets,
      contests: r.contests,
      votesCast: r.votesCast,
      reportsMade: r.reportsMade,
      reportsReceived: r.reportsReceived,
    },
  };
}

export async function searchUsers(
  ctx: Ctx<'config' | 'db'>,
  query: { q?: string | undefined; limit: number },
): Promise<AdminUser[]> {
  const rows = await searchUserRows(ctx.db, query.q, query.limit);
  return rows.map((r) => toUser(ctx, r));
}

export async function userDetail(
  ctx: Ctx<'config' | 'db'>,
  userId: string,
): Promise<AdminUserDetail | null> {
  const row = await userRow(ctx.db, userId);
  if (!row) return null;
  const max = ADMIN_DETAIL_LIST_MAX;
  const entries = await userEntries(ctx.db, userId, max);
  const votes = await userVotes(ctx.db, userId, max);
  const reportsMade = await reportsMadeBy(ctx.db, userId, max);
  const reportsReceived = await reportsReceivedBy(ctx.db, userId, max);
  const iso = (v: string) => new Date(v).toISOString();
  return {
    user: toUser(ctx, row),
    entries: entries.map((e) => ({
      subjectType: e.subjectType,
      id: e.id,
      title: e.title,
      link: e.subjectType === 'pet' ? `/gallery/${e.id}` : `/captions/${e.shareId}`,
      status: e.status,
      statusReason: e.statusReason,
      imageUrl: e.status === 'removed' ? null : e.imageUrl,
      votes: Number(e.votes),
      createdAt: iso(e.createdAt),
    })),
    votes: votes.map((v) => ({
      kind: v.kind,
      title: v.title ?? '(deleted)',
      link: v.petId ? `/gallery/${v.petId}` : v.shareId ? `/captions/${v.shareId}` : null,
      createdAt: iso(v.createdAt),
      voided: v.voided,
    })),
    reportsMade: reportsMade.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    reportsReceived: reportsReceived.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
  };
}
