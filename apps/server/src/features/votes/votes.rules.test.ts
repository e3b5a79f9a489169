import type { Streak } from '@pawprize/shared/schemas/votes';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  decodeVoteCursor,
  effectiveStreak,
  encodeVoteCursor,
  nextStreak,
  shuffled,
  voterState,
} from './votes.rules.ts';
import { canonicalTimeZone, localDay, pickTimeZone } from '../../identity/index.ts';

const streak = (
  currentStreak: number,
  highestStreak: number,
  lastVoteDate: string | null,
): Streak => ({
  currentStreak,
  highestStreak,
  lastVoteDate,
});

/** The streak after counted votes on these days, in order. */
const after = (days: string[]) => days.reduce<Streak | null>((s, d) => nextStreak(s, d), null);

describe('nextStreak', () => {
  it('starts at 1 on the first counted vote', () => {
    expect(nextStreak(null, '2025-03-10')).toEqual(streak(1, 1, '2025-03-10'));
  });

  it('adds 1 the day after, nothing the same day, restarts at 1 later', () => {
    expect(after(['2025-03-10', '2025-03-11'])).toEqual(streak(2, 2, '2025-03-11'));
    expect(after(['2025-03-10', '2025-03-10', '2025-03-10'])).toEqual(streak(1, 1, '2025-03-10'));
    expect(after(['2025-03-10', '2025-03-11', '2025-03-13'])).toEqual(streak(1, 2, '2025-03-13'));
  });

  it('keeps the highest streak ever', () => {
    const days = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-05', '2025-03-06'];
    expect(after(days)).toEqual(streak(2, 3, '2025-03-06'));
    expect(nextStreak(streak(2, 3, '2025-03-06'), '2025-03-07')).toEqual(
      streak(3, 3, '2025-03-07'),
    );
    expect(nextStreak(streak(3, 3, '2025-03-07'), '2025-03-08')).toEqual(
      streak(4, 4, '2025-03-08'),
    );
  });

  it('crosses month and year ends and leap days', () => {
    expect(after(['2025-01-31', '2025-02-01'])).toEqual(streak(2, 2, '2025-02-01'));
    expect(after(['2024-12-31', '2025-01-01'])).toEqual(streak(2, 2, '2025-01-01'));
    expect(after(['2024-02-28', '2024-02-29', '2024-03-01'])).toEqual(streak(3, 3, '2024-03-01'));
    // 2025 has no 29 February: 28 Feb → 1 Mar is consecutive.
    expect(after(['2025-02-28', '2025-03-01'])).toEqual(streak(2, 2, '2025-03-01'));
    expect(after(['2025-04-30', '2025-05-02'])).toEqual(streak(1, 1, '2025-05-02'));
  });

  it('ignores a day before the last vote day (a move west across the date line)', () => {
    expect(nextStreak(streak(4, 6, '2025-03-10'), '2025-03-09')).toEqual(
      streak(4, 6, '2025-03-10'),
    );
  });

  it('restarts a stored streak whose highest is kept', () => {
    expect(nextStreak(streak(5, 9, '2025-01-01'), '2025-06-01')).toEqual(
      streak(1, 9, '2025-06-01'),
    );
  });
});

describe('effectiveStreak', () => {
  it('is the stored streak while alive (voted today or yesterday), else 0', () => {
    const s = streak(3, 5, '2025-03-10');
    expect(effectiveStreak(s, '2025-03-10')).toEqual(s);
    expect(effectiveStreak(s, '2025-03-11')).toEqual(s);
    expect(effectiveStreak(s, '2025-03-12')).toEqual(streak(0, 5, '2025-03-10'));
    expect(effectiveStreak(null, '2025-03-12')).toEqual(streak(0, 0, null));
  });
});

describe('local days and time zones', () => {
  // 2025-03-01 23:30 UTC: still the 1st in New York, already the 2nd in Tokyo.
  const now = new Date('2025-03-01T23:30:00Z');

  it('computes the calendar day in the voter zone', () => {
    expect(localDay(now, 'UTC')).toBe('2025-03-01');
    expect(localDay(now, 'America/New_York')).toBe('2025-03-01');
    expect(localDay(now, 'Asia/Tokyo')).toBe('2025-03-02');
    expect(localDay(new Date('2024-12-31T11:00:00Z'), 'Pacific/Kiritimati')).toBe('2025-01-01');
    expect(localDay(new Date('2025-01-01T11:00:00Z'), 'Pacific/Pago_Pago')).toBe('2025-01-01');
    expect(localDay(new Date('2025-01-01T10:59:00Z'), 'Pacific/Pago_Pago')).toBe('2024-12-31');
  });

  it('follows daylight saving time', () => {
    // New York: EST (UTC-5) before 9 March 2025, EDT (UTC-4) after.
    expect(localDay(new Date('2025-03-09T04:30:00Z'), 'America/New_York')).toBe('2025-03-08');
    expect(localDay(new Date('2025-03-10T04:30:00Z'), 'America/New_York')).toBe('2025-03-10');
  });

  it('counts consecutive local days across zones as the streak rule expects', () => {
    // A Tokyo voter at 23:30 UTC on the 1st and on the 2nd votes on local days 2nd and 3rd.
    const first = localDay(now, 'Asia/Tokyo');
    const second = localDay(new Date('2025-03-02T23:30:00Z'), 'Asia/Tokyo');
    expect(after([first, second])).toEqual(streak(2, 2, '2025-03-03'));
  });

  it('validates and canonicalises zone names, falling back to the stored zone then UTC', () => {
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone('x'.repeat(100))).toBeNull();
    expect(pickTimeZone('Asia/Tokyo', 'Europe/Paris')).toBe('Asia/Tokyo');
    expect(pickTimeZone('nonsense', 'Europe/Paris')).toBe('Europe/Paris');
    expect(pickTimeZone(undefined, undefined)).toBe('UTC');
  });

  it('adds days across month ends', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});

describe('voterState', () => {
  it('adds what is left of the allowance and the bonus votes', () => {
    expect(
      voterState('account', 20, { votesUsed: 20, bonusUsed: 1, bonusLeft: 5 }, null, '2025-03-10'),
    ).toEqual({
      kind: 'account',
      dailyLimit: 20,
      votesUsedToday: 21,
      votesLeft: 5,
      bonusVotesLeft: 5,
      streak: { currentStreak: 0, highestStreak: 0, lastVoteDate: null },
    });
    expect(
      voterState('visitor', 10, { votesUsed: 4, bonusUsed: 0, bonusLeft: 0 }, null, '2025-03-10'),
    ).toEqual({
      kind: 'visitor',
      dailyLimit: 10,
      votesUsedToday: 4,
      votesLeft: 6,
      bonusVotesLeft: 0,
      streak: null,
    });
  });
});

describe('shuffled and cursors', () => {
  it('shuffles a copy', () => {
    const items = [1, 2, 3, 4, 5];
    const out = shuffled(items, () => 0);
    expect(out.sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it('round-trips My Votes cursors and refuses forged ones', () => {
    const cursor = {
      votedAt: '2025-03-10 12:00:00.123456+00',
      id: '0b5c2f3e-8d4a-4c1b-9f0e-2a3b4c5d6e7f',
    };
    expect(decodeVoteCursor(encodeVoteCursor(cursor))).toEqual(cursor);
    expect(decodeVoteCursor('garbage')).toBeNull();
    expect(decodeVoteCursor(Buffer.from('["x","y"]').toString('base64url'))).toBeNull();
  });
});
