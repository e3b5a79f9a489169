import type { Ctx } from '../../context/index.ts';
import type { BannedEntry } from './bans.queries.ts';

/** What a moderator's decision leaves to do once its transaction committed. */
export interface AfterCommit {
  /** Stored files to delete. */
  files: string[];
  /** Entries that left or joined the public lists. */
  changed: BannedEntry[];
  /** Whether votes or pets changed (counts and rankings move). */
  petsChanged: boolean;
}

/** Tells the caches about entries that left or joined the public lists. */
export function announce(ctx: Ctx<'events'>, entries: readonly BannedEntry[]): void {
  for (const e of entries) {
    ctx.events.emit('entry-visibility-changed', {
      subjectType: e.subjectType,
      subjectId: e.id,
      shareId: e.shareId,
    });
  }
}

/**
 * After a decision commits: the caches hear what changed, and the removed entries' files are
 * deleted (a failed delete is logged, never undoes the decision).
 */
export async function afterCommit(
  ctx: Ctx<'events' | 'storage' | 'log'>,
  after: AfterCommit,
): Promise<void> {
  announce(ctx, after.changed);
  if (after.petsChanged) {
    // Voided votes change other pets' counts too (a ban voids the member's votes), and battle
    // votes the rankings (ADR 0130).
    ctx.events.emit('pet-counts-changed', { petId: null });
    ctx.events.emit('battle-votes-changed', {});
  }
  if (after.files.length === 0) return;
  const results = await Promise.allSettled(after.files.map((k) => ctx.storage.delete(k)));
  for (const r of results) {
    if (r.status === 'rejected') {
      ctx.log.error({ err: r.reason }, 'could not delete a removed entry’s file');
    }
  }
}
