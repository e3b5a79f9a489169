import type { Contest } from '@pawprize/shared/schemas/contests';

let counter = 0;
const uuid = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

/** A published contest whose entries are open, as the API returns it (for tests). */
export function makeContest(overrides: Partial<Contest> = {}): Contest {
  counter += 1;
  const day = 86_400_000;
  const now = Date.now();
  const iso = (offset: number) => new Date(now + offset).toISOString();
  return {
    id: uuid(counter),
    slug: `sleepy-dogs-${counter}`,
    title: 'Sleepiest Dog of Winter',
    theme: 'Naps, snores and blankets',
    description: 'Show us your champion napper.\n\nOne photo per pet.',
    rules: 'Photos must be your own.',
    coverUrl: null,
    timeZone: 'UTC',
    entriesOpenAt: iso(-day),
    entriesCloseAt: iso(2 * day + 4 * 3_600_000 + 60_000),
    votingOpenAt: iso(3 * day),
    votingCloseAt: iso(6 * day),
    resultsAt: null,
    resultsPublishedAt: null,
    local: {
      entriesOpenAt: '2026-12-06T09:00',
      entriesCloseAt: '2026-12-09T13:00',
      votingOpenAt: '2026-12-10T09:00',
      votingCloseAt: '2026-12-13T18:00',
      resultsAt: null,
    },
    status: 'published',
    phase: 'entries_open',
    entriesOpen: true,
    votingOpen: false,
    nextPhaseAt: iso(2 * day + 4 * 3_600_000 + 60_000),
    resultsMethod: 'most_votes',
    hideCountsDuringVoting: false,
    freezeHours: 0,
    maxEntriesPerMember: 2,
    maxEntriesPerCategory: 1,
    allowSamePetInTwoCategories: false,
    requiresApproval: false,
    recurrence: 'none',
    entryCount: 12,
    categories: [
      {
        id: uuid(1000 + counter),
        position: 0,
        name: 'Dogs',
        description: 'Big and small',
        species: ['dog'],
        prizes: ['A year of treats', 'A plush bed'],
      },
      {
        id: uuid(2000 + counter),
        position: 1,
        name: 'Any pet',
        description: '',
        species: [],
        prizes: [],
      },
    ],
    ...overrides,
  };
}
