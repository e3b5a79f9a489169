import type { Contest, ContestEntryRecord } from '@pawprize/shared/schemas/contests';
import type { Ctx } from '../../context/index.ts';
import type {
  Contest as ContestRow,
  ContestCategory,
  ContestEntry,
} from '../../db/schema/index.ts';
import { phaseAt, toLocalDateTime } from './contests.rules.ts';

/** A contest row and its categories as the API answers it, at `now`. */
export function contestView(
  ctx: Ctx<'storage'>,
  row: ContestRow,
  categories: readonly ContestCategory[],
  now: Date,
): Contest {
  const phase = phaseAt(row, now);
  const local = (d: Date) => toLocalDateTime(d, row.timeZone);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    theme: row.theme,
    description: row.description,
    rules: row.rules,
    coverUrl: row.coverPhotoKey ? ctx.storage.publicUrl(row.coverPhotoKey) : null,
    timeZone: row.timeZone,
    entriesOpenAt: row.entriesOpenAt.toISOString(),
    entriesCloseAt: row.entriesCloseAt.toISOString(),
    votingOpenAt: row.votingOpenAt.toISOString(),
    votingCloseAt: row.votingCloseAt.toISOString(),
    resultsAt: row.resultsAt?.toISOString() ?? null,
    resultsPublishedAt: row.resultsPublishedAt?.toISOString() ?? null,
    local: {
      entriesOpenAt: local(row.entriesOpenAt),
      entriesCloseAt: local(row.entriesCloseAt),
      votingOpenAt: local(row.votingOpenAt),
      votingCloseAt: local(row.votingCloseAt),
      resultsAt: row.resultsAt ? local(row.resultsAt) : null,
    },
    status: row.status,
    phase: phase.phase,
    entriesOpen: phase.entriesOpen,
    votingOpen: phase.votingOpen,
    nextPhaseAt: phase.next?.toISOString() ?? null,
    resultsMethod: row.resultsMethod,
    hideCountsDuringVoting: row.hideCountsDuringVoting,
    freezeHours: row.freezeHours,
    maxEntriesPerMember: row.maxEntriesPerMember,
    maxEntriesPerCategory: row.maxEntriesPerCategory,
    allowSamePetInTwoCategories: row.allowSamePetInTwoCategories,
    requiresApproval: row.requiresApproval,
    recurrence: row.recurrence,
    entryCount: row.entryCount,
    categories: categories
      .filter((c) => c.contestId === row.id)
      .map((c) => ({
        id: c.id,
        position: c.position,
        name: c.name,
        description: c.description,
        species: c.species,
        prizes: c.prizes,
      })),
  };
}

/** An entry as its owner and the host read it. */
export function entryRecord(row: ContestEntry): ContestEntryRecord {
  return {
    id: row.id,
    contestId: row.contestId,
    categoryId: row.categoryId,
    petId: row.petId,
    status: row.status,
    disqualifiedReason: row.disqualifiedReason,
    enteredAt: row.createdAt.toISOString(),
  };
}
