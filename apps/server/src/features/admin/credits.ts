import { messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { Ctx } from '../../context/index.ts';
import { AppError } from '../../errors.ts';
import { emailLabel } from './audit.ts';
import { audit } from './audit.queries.ts';
import { addCredits } from './credits.queries.ts';

/** Adds Generation Credits to an account (docs/product/ai.md), with its audit line. */
export async function grantCredits(
  ctx: Ctx<'db'>,
  admin: SessionUser,
  userId: string,
  body: { credits: number; reason: string },
): Promise<{ credits: number }> {
  return ctx.db.transaction(async (tx) => {
    const row = await addCredits(tx, userId, body.credits);
    if (!row) throw new AppError('NOT_FOUND', messages.admin.userNotFound);
    await audit(tx, admin, [
      {
        action: 'grant_credits',
        subjectType: 'user',
        subjectId: userId,
        subjectLabel: emailLabel(row.email),
        reason: body.reason,
        details: { credits: body.credits, total: row.credits },
      },
    ]);
    return { credits: row.credits };
  });
}
