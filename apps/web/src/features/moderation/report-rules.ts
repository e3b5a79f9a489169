import { messages } from '@pawprize/shared';
import {
  REPORT_NOTE_MAX_LENGTH,
  type ReportableType,
  type ReportReason,
} from '@pawprize/shared/schemas/moderation';

/** What a Report action points at (docs/decisions/0061-moderation-model.md, Reports). */
export interface ReportTarget {
  subjectType: ReportableType;
  subjectId: string;
  /** How the dialog names it: a pet's or contest's name, a caption's text. */
  label: string;
}

/** A line under each reason, so reporters pick the one moderators expect. */
export const REASON_HINTS: Record<ReportReason, string> = {
  not_a_pet: 'The photo does not show an animal.',
  inappropriate: 'Nudity, violence, hate or anything unkind.',
  spam: 'Selling something, links, or the same entry again and again.',
  not_their_photo: 'Taken from someone else without permission.',
  other: 'Something else — tell us in the note.',
};

/** The note's error, if any: required for Other, at most 500 characters. */
export function noteError(reason: ReportReason, note: string): string | undefined {
  const text = note.trim();
  if (reason === 'other' && text.length === 0) return messages.moderation.noteRequired;
  if (text.length > REPORT_NOTE_MAX_LENGTH) return messages.moderation.noteTooLong;
  return undefined;
}
