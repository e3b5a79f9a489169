import { messages } from '@pawprize/shared';
import { describe, expect, it } from 'vitest';
import type { ContestTimes, LocalTimes } from './contests.rules.ts';
import {
  contestSpeciesOf,
  entryRefusal,
  formatInstant,
  fromLocalDateTime,
  isKnownTimeZone,
  lockedChanges,
  phaseAt,
  slugify,
  toLocalDateTime,
  uniqueSlug,
  validateDates,
} from './contests.rules.ts';

const m = messages.contests;
const at = (iso: string) => new Date(iso);
const utc = (local: string, zone: string) => fromLocalDateTime(local, zone)?.toISOString() ?? null;

describe('wall-clock times to instants across daylight saving', () => {
  const NY = 'America/New_York';
  const BERLIN = 'Europe/Berlin';

  it('New York, spring forward (2026-03-08, 02:00 EST → 03:00 EDT)', () => {
    expect(utc('2026-03-08T01:59', NY)).toBe('2026-03-08T06:59:00.000Z');
    // 02:00–02:59 do not happen that night.
    expect(utc('2026-03-08T02:00', NY)).toBeNull();
    expect(utc('2026-03-08T02:30', NY)).toBeNull();
    expect(utc('2026-03-08T02:59', NY)).toBeNull();
    expect(utc('2026-03-08T03:00', NY)).toBe('2026-03-08T07:00:00.000Z');
    expect(utc('2026-03-08T03:01', NY)).toBe('2026-03-08T07:01:00.000Z');
  });

  it('New York, fall back (2026-11-01, 02:00 EDT → 01:00 EST): a repeated time is its first', () => {
    expect(utc('2026-11-01T00:59', NY)).toBe('2026-11-01T04:59:00.000Z');
    expect(utc('2026-11-01T01:00', NY)).toBe('2026-11-01T05:00:00.000Z');
    expect(utc('2026-11-01T01:59', NY)).toBe('2026-11-01T05:59:00.000Z');
    expect(utc('2026-11-01T02:00', NY)).toBe('2026-11-01T07:00:00.000Z');
    // The minute before and after the instant the clocks go back.
    expect(toLocalDateTime(at('2026-11-01T05:59:00Z'), NY)).toBe('2026-11-01T01:59');
    expect(toLocalDateTime(at('2026-11-01T06:00:00Z'), NY)).toBe('2026-11-01T01:00');
  });

  it('Berlin, spring forward (2026-03-29, 02:00 CET → 03:00 CEST)', () => {
    expect(utc('2026-03-29T01:59', BERLIN)).toBe('2026-03-29T00:59:00.000Z');
    expect(utc('2026-03-29T02:00', BERLIN)).toBeNull();
    expect(utc('2026-03-29T02:59', BERLIN)).toBeNull();
    expect(utc('2026-03-29T03:00', BERLIN)).toBe('2026-03-29T01:00:00.000Z');
  });

  it('Berlin, fall back (2026-10-25, 03:00 CEST → 02:00 CET): a repeated time is its first', () => {
    expect(utc('2026-10-25T01:59', BERLIN)).toBe('2026-10-24T23:59:00.000Z');
    expect(utc('2026-10-25T02:00', BERLIN)).toBe('2026-10-25T00:00:00.000Z');
    expect(utc('2026-10-25T02:59', BERLIN)).toBe('2026-10-25T00:59:00.000Z');
    expect(utc('2026-10-25T03:00', BERLIN)).toBe('2026-10-25T02:00:00.000Z');
    expect(toLocalDateTime(at('2026-10-25T00:59:00Z'), BERLIN)).toBe('2026-10-25T02:59');
    expect(toLocalDateTime(at('2026-10-25T01:00:00Z'), BERLIN)).toBe('2026-10-25T02:00');
  });

  it('reads back what it wrote, in both zones, every 15 minutes of both transition days', () => {
    for (const [zone, day] of [
      [NY, '2026-03-08'],
      [NY, '2026-11-01'],
      [BERLIN, '2026-03-29'],
      [BERLIN, '2026-10-25'],
    ] as const) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
        const mm = String(minutes % 60).padStart(2, '0');
        const local = `${day}T${hh}:${mm}`;
        const instant = fromLocalDateTime(local, zone);
        if (instant) expect(toLocalDateTime(instant, zone)).toBe(local);
      }
    }
  });

  it('refuses malformed and impossible dates, and knows zones through Intl', () => {
    expect(fromLocalDateTime('2026-02-30T10:00', NY)).toBeNull();
    expect(fromLocalDateTime('2026-13-01T10:00', NY)).toBeNull();
    expect(fromLocalDateTime('2026-01-01 10:00', NY)).toBeNull();
    expect(utc('2026-06-15T12:00', 'UTC')).toBe('2026-06-15T12:00:00.000Z');
    expect(utc('2026-06-15T12:00', 'Asia/Kolkata')).toBe('2026-06-15T06:30:00.000Z');
    expect(isKnownTimeZone(NY)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(formatInstant(at('2026-03-08T07:00:00Z'), NY)).toBe('Mar 8, 2026, 3:00 AM EDT');
  });
});

describe('phases', () => {
  const contest: ContestTimes = {
    status: 'published',
    entriesOpenAt: at('2026-05-01T00:00:00Z'),
    entriesCloseAt: at('2026-05-15T00:00:00Z'),
    votingOpenAt: at('2026-05-10T00:00:00Z'),
    votingCloseAt: at('2026-05-20T00:00:00Z'),
    resultsAt: at('2026-05-21T00:00:00Z'),
    resultsPublishedAt: null,
  };

  it('walks from upcoming to results, entries and voting overlapping', () => {
    expect(phaseAt(contest, at('2026-04-30T23:59:59Z'))).toEqual({
      phase: 'upcoming',
      entriesOpen: false,
      votingOpen: false,
      next: contest.entriesOpenAt,
    });
    expect(phaseAt(contest, at('2026-05-01T00:00:00Z'))).toEqual({
      phase: 'entries_open',
      entriesOpen: true,
      votingOpen: false,
      next: contest.votingOpenAt,
    });
    expect(phaseAt(contest, at('2026-05-12T00:00:00Z'))).toEqual({
      phase: 'voting_open',
      entriesOpen: true,
      votingOpen: true,
      next: contest.entriesCloseAt,
    });
    expect(phaseAt(contest, at('2026-05-15T00:00:00Z'))).toMatchObject({
      phase: 'voting_open',
      entriesOpen: false,
      next: contest.votingCloseAt,
    });
    expect(phaseAt(contest, at('2026-05-20T00:00:00Z'))).toEqual({
      phase: 'closed',
      entriesOpen: false,
      votingOpen: false,
      next: contest.resultsAt,
    });
    expect(phaseAt(contest, at('2026-05-21T00:00:00Z')).phase).toBe('results');
  });

  it('waits for the host when results are by hand, and has a gap phase before voting', () => {
    const byHand = { ...contest, resultsAt: null };
    expect(phaseAt(byHand, at('2026-06-01T00:00:00Z'))).toMatchObject({
      phase: 'closed',
      next: null,
    });
    const published = { ...byHand, resultsPublishedAt: at('2026-06-02T00:00:00Z') };
    expect(phaseAt(published, at('2026-06-03T00:00:00Z')).phase).toBe('results');
    const gap = { ...contest, entriesCloseAt: at('2026-05-05T00:00:00Z') };
    expect(phaseAt(gap, at('2026-05-06T00:00:00Z'))).toMatchObject({
      phase: 'voting_upcoming',
      next: contest.votingOpenAt,
    });
  });

  it('drafts and archived contests have no clock', () => {
    expect(phaseAt({ ...contest, status: 'draft' }, at('2026-05-12T00:00:00Z')).phase).toBe(
      'draft',
    );
    expect(phaseAt({ ...contest, status: 'archived' }, at('2026-05-12T00:00:00Z')).phase).toBe(
      'archived',
    );
  });
});

describe('the dates a host writes', () => {
  const zone = 'Europe/Berlin';
  const now = at('2026-01-01T00:00:00Z');
  const all = new Set<keyof LocalTimes>([
    'entriesOpenAt',
    'entriesCloseAt',
    'votingOpenAt',
    'votingCloseAt',
    'resultsAt',
  ]);
  const good: LocalTimes = {
    entriesOpenAt: '2026-03-01T09:00',
    entriesCloseAt: '2026-03-20T18:00',
    votingOpenAt: '2026-03-10T09:00',
    votingCloseAt: '2026-03-31T18:00',
    resultsAt: '2026-04-01T12:00',
  };

  it('converts good dates (the last one after the spring change)', () => {
    const result = validateDates(good, zone, now, all);
    expect(result).toEqual({
      ok: true,
      instants: {
        entriesOpenAt: at('2026-03-01T08:00:00Z'),
        entriesCloseAt: at('2026-03-20T17:00:00Z'),
        votingOpenAt: at('2026-03-10T08:00:00Z'),
        votingCloseAt: at('2026-03-31T16:00:00Z'),
        resultsAt: at('2026-04-01T10:00:00Z'),
      },
    });
  });

  it('says what is wrong, field by field', () => {
    const errors = (local: Partial<LocalTimes>, n = now) => {
      const result = validateDates({ ...good, ...local }, zone, n, all);
      return result.ok ? {} : result.errors;
    };
    expect(errors({ entriesCloseAt: '2026-03-01T09:00' })).toMatchObject({
      entriesCloseAt: [m.entriesOrder],
    });
    expect(errors({ votingCloseAt: '2026-03-10T09:00' })).toEqual({
      votingCloseAt: [m.votingOrder, m.votingCloseBeforeEntriesClose],
    });
    expect(errors({ votingOpenAt: '2026-02-28T09:00' })).toEqual({
      votingOpenAt: [m.votingBeforeEntries],
    });
    expect(errors({ votingCloseAt: '2026-03-19T09:00' })).toEqual({
      votingCloseAt: [m.votingCloseBeforeEntriesClose],
    });
    expect(errors({ resultsAt: '2026-03-31T17:00' })).toEqual({
      resultsAt: [m.resultsBeforeVotingClose],
    });
    expect(errors({ entriesOpenAt: '2026-03-29T02:30' }).entriesOpenAt).toEqual([
      m.localTimeSkipped('2026-03-29T02:30', zone),
    ]);
    expect(errors({}, at('2026-03-05T00:00:00Z'))).toEqual({ entriesOpenAt: [m.dateInPast] });
    const unknownZone = validateDates(good, 'Nowhere/Town', now, all);
    expect(unknownZone).toEqual({ ok: false, errors: { timeZone: [m.timeZoneInvalid] } });
  });

  it('takes the current minute as now, and the one before as passed', () => {
    const past = (n: Date) => {
      const result = validateDates(good, zone, n, all);
      return result.ok ? [] : (result.errors.entriesOpenAt ?? []);
    };
    // Entries open at 09:00 Berlin time (08:00 UTC).
    expect(past(at('2026-03-01T08:00:00Z'))).toEqual([]);
    expect(past(at('2026-03-01T08:00:59.999Z'))).toEqual([]);
    expect(past(at('2026-03-01T08:01:00Z'))).toEqual([m.dateInPast]);
  });

  it('names each locked field once', () => {
    expect(
      lockedChanges(new Set(['maxEntriesPerCategory', 'resultsMethod', 'maxEntriesPerMember'])),
    ).toEqual(['the results method', 'the entry limits']);
  });
});

describe('slugs', () => {
  it('come from the title, and take a number when taken', () => {
    expect(slugify('Best Sleepy Dog — Winter 2026!', 60)).toBe('best-sleepy-dog-winter-2026');
    expect(slugify('Chats élégants', 60)).toBe('chats-elegants');
    expect(slugify('🐾🐾', 60)).toBe('contest');
    expect(slugify('a'.repeat(70), 60)).toHaveLength(60);
    expect(uniqueSlug('cats', new Set(), 60)).toBe('cats');
    expect(uniqueSlug('cats', new Set(['cats', 'cats-2']), 60)).toBe('cats-3');
    expect(uniqueSlug('a'.repeat(60), new Set(['a'.repeat(60)]), 60)).toBe(`${'a'.repeat(58)}-2`);
  });
});

describe('eligibility', () => {
  const base = {
    categorySpecies: [] as ('dog' | 'cat' | 'other')[],
    categoryName: 'Sleepy',
    petSpecies: null,
    maxEntriesPerMember: 2,
    maxEntriesPerCategory: 1,
    allowSamePetInTwoCategories: false,
    memberEntries: 0,
    memberEntriesInCategory: 0,
    petInCategories: [],
    petInThisCategory: false,
  };

  it('reads the detector’s species in three words', () => {
    expect(contestSpeciesOf('dog')).toBe('dog');
    expect(contestSpeciesOf('cat')).toBe('cat');
    expect(contestSpeciesOf('horse')).toBe('other');
    expect(contestSpeciesOf(null)).toBeNull();
  });

  it('lets in what fits, and says why not', () => {
    expect(entryRefusal(base)).toBeNull();
    expect(entryRefusal({ ...base, categorySpecies: ['dog'], petSpecies: 'cat' })).toBe(
      'Dogs only',
    );
    expect(entryRefusal({ ...base, categorySpecies: ['dog', 'cat'], petSpecies: 'other' })).toBe(
      'Dogs and cats only',
    );
    // Unknown species (screening off): in, the host disqualifies a wrong one.
    expect(entryRefusal({ ...base, categorySpecies: ['dog'] })).toBeNull();
    expect(entryRefusal({ ...base, petInThisCategory: true })).toBe(m.alreadyInCategory);
    expect(entryRefusal({ ...base, petInCategories: ['Fluffy'] })).toBe(
      m.alreadyInOtherCategory('Fluffy'),
    );
    expect(
      entryRefusal({ ...base, petInCategories: ['Fluffy'], allowSamePetInTwoCategories: true }),
    ).toBeNull();
    expect(entryRefusal({ ...base, maxEntriesPerMember: 1, memberEntries: 1 })).toBe(
      'You have entered 1 of 1 in this contest.',
    );
    expect(entryRefusal({ ...base, memberEntries: 1, memberEntriesInCategory: 1 })).toBe(
      'You have entered 1 of 1 in Sleepy.',
    );
  });
});
