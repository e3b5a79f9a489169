import type { Queryable } from '../../db/rows.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(q: Queryable, row: NewContactMessage): Promise<void> {
  await q.insert(contactMessages).values(row);
}
