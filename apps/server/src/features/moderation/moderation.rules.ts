import { messages } from '@pawprize/shared';
import type { EntryStatus, QueueReason, StatusBy } from '../../db/schema/index.ts';
import type { ScreeningVerdict } from '../../screening/index.ts';

/**
 * Pure rules of moderation (docs/decisions/0061-moderation-model.md): what state a new entry
 * starts in, and when reports hide one.
 */

export type ModerationMode = 'post' | 'pre';

export interface NewEntryState {
  status: EntryStatus;
  statusBy: StatusBy | null;
  statusReason: string | null;
  /** Why it goes to the review queue (empty: it does not). */
  reasons: QueueReason[];
}

/**
 * A new pet or caption contest: likely explicit photos wait for review (hidden), so does
 * everything in pre-moderation; "no animal", "not screened", milder NSFW scores and near-copies
 * of another entry are only queued.
 */
export function newEntryState(
  mode: ModerationMode,
  verdict: Pick<ScreeningVerdict, 'flags' | 'hide'>,
  duplicate: boolean,
): NewEntryState {
  const reasons: QueueReason[] = [...verdict.flags];
  if (duplicate) reasons.push('duplicate');
  if (mode === 'pre') reasons.push('pending');
  if (verdict.hide) {
    return {
      status: 'pending',
      statusBy: 'screening',
      statusReason: messages.moderation.screeningReason,
      reasons,
    };
  }
  if (mode === 'pre') {
    return {
      status: 'pending',
      statusBy: 'pre_moderation',
      statusReason: messages.moderation.preModerationReason,
      reasons,
    };
  }
  return { status: 'visible', statusBy: null, statusReason: null, reasons };
}

/** Reasons of a queue row with `more` added (each once, in a stable order). */
export function mergeReasons(current: readonly QueueReason[], more: readonly QueueReason[]) {
  return [...new Set([...current, ...more])];
}

/** Reports from this many distinct reporters hide a visible entry until it is reviewed. */
export function hiddenByReports(openReports: number, threshold: number): boolean {
  return openReports >= threshold;
}
