import { z } from 'zod';
import { messages } from '../messages.ts';
import { multiLine } from '../text.ts';

/** Shapes of `/api/reports` and of an entry's moderation state. */

export const REPORT_REASONS = [
  'not_a_pet',
  'inappropriate',
  'spam',
  'not_their_photo',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_NOTE_MAX_LENGTH = 500;

/** What can be reported: a pet (also from a battle card), a caption contest, a user's caption. */
export const REPORTABLE_TYPES = ['pet', 'contest', 'caption'] as const;
export type ReportableType = (typeof REPORTABLE_TYPES)[number];

export const ReportBodySchema = z
  .object({
    subjectType: z.enum(REPORTABLE_TYPES),
    subjectId: z.uuid(),
    reason: z.enum(REPORT_REASONS),
    note: multiLine(
      z.string().trim().max(REPORT_NOTE_MAX_LENGTH, messages.moderation.noteTooLong),
    ).optional(),
  })
  .refine((b) => b.reason !== 'other' || (b.note ?? '').length > 0, {
    message: messages.moderation.noteRequired,
    path: ['note'],
  });
export type ReportBody = z.input<typeof ReportBodySchema>;

export const ReportResultSchema = z.object({ ok: z.literal(true) });

/** An entry's state as its owner (or an admin) sees it; public entries have none. */
export const ENTRY_STATUSES = ['visible', 'pending', 'hidden', 'removed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

export const ModerationStateSchema = z.object({
  status: z.enum(['pending', 'hidden', 'removed']),
  /** Why, in words for the owner. */
  reason: z.string().nullable(),
});
export type ModerationState = z.infer<typeof ModerationStateSchema>;
