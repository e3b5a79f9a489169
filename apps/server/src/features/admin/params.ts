import { z } from 'zod';

/** An account's id in an admin route's path. */
export const UserParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });
/** A message's, subscriber's or finding's id in an admin route's path. */
export const UuidParamsSchema = z.object({ id: z.uuid() });
