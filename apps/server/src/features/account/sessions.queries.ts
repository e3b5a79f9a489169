import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { sessions } from '../../db/schema/index.ts';

/** The member's sessions live at `now`, the most recently used first (sessions_user_id_idx). */
export async function findLiveSessions(
  q: Queryable,
  userId: string,
  now: Date,
): Promise<{ id: string; userAgent: string | null; createdAt: Date; updatedAt: Date }[]> {
  return q
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt))
    .limit(200);
}

/** The token of the member's session `sessionId`, if it is theirs. */
export async function findSessionToken(
  q: Queryable,
  userId: string,
  sessionId: string,
): Promise<{ token: string } | undefined> {
  const [row] = await q
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row;
}

/** The member's sessions live at `now` other than `currentId`. */
export async function findOtherLiveSessions(
  q: Queryable,
  userId: string,
  currentId: string,
  now: Date,
): Promise<{ id: string }[]> {
  return q
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, currentId), gt(sessions.expiresAt, now)),
    );
}
