import { describe, expect, it } from 'vitest';
import {
  compareCandidates,
  MAX_BACKFILL_MONTHS,
  monthFromKey,
  monthOf,
  monthsToRecord,
  nextRunDelayMs,
  pickWinner,
  recentClosedMonths,
  RECORD_GRACE_MS,
} from './winners.rules.ts';

const at = (iso: string) => new Date(iso);
const keys = (months: { key: string }[]) => months.map((m) => m.key);

describe('month boundaries (UTC)', () => {
  it('spans the calendar month, end exclusive', () => {
    const june = monthOf(at('2025-06-30T23:59:59.999Z'));
    expect(june).toEqual({
      key: '2025-06',
      firstDay: '2025-06-01',
      start: at('2025-06-01T00:00:00.000Z'),
      end: at('2025-07-01T00:00:00.000Z'),
    });
    expect(monthOf(at('2025-07-01T00:00:00.000Z')).key).toBe('2025-07');
  });

  it('ignores the local time zone: 01:00 in Berlin on July 1st is still June in UTC', () => {
    expect(monthOf(at('2025-07-01T01:00:00+02:00')).key).toBe('2025-06');
  });

  it('moves across years and handles February', () => {
    expect(monthOf(at('2025-01-15T00:00:00Z'), -1).key).toBe('2024-12');
    expect(monthOf(at('2024-12-15T00:00:00Z'), 1).key).toBe('2025-01');
    expect(monthOf(at('2024-02-10T00:00:00Z')).end).toEqual(at('2024-03-01T00:00:00Z'));
    expect(monthFromKey('2024-02-01')).toEqual(monthOf(at('2024-02-29T12:00:00Z')));
    expect(() => monthFromKey('June')).toThrow();
  });

  it('lists the last closed months, newest first', () => {
    expect(keys(recentClosedMonths(at('2025-02-03T00:00:00Z'), 3))).toEqual([
      '2025-01',
      '2024-12',
      '2024-11',
    ]);
  });
});

describe('months to record', () => {
  it('goes from the first upload month to the last closed one', () => {
    const months = monthsToRecord(at('2025-03-31T23:00:00Z'), at('2025-06-15T00:00:00Z'));
    expect(keys(months)).toEqual(['2025-03', '2025-04', '2025-05']);
  });

  it('is empty without pets or while the first month runs', () => {
    expect(monthsToRecord(null, at('2025-06-15T00:00:00Z'))).toEqual([]);
    expect(monthsToRecord(at('2025-06-01T00:00:00Z'), at('2025-06-30T23:59:59Z'))).toEqual([]);
  });

  it('waits a few minutes after a month ends (late commits)', () => {
    const first = at('2025-05-10T00:00:00Z');
    const end = at('2025-06-01T00:00:00Z').getTime();
    expect(monthsToRecord(first, new Date(end + RECORD_GRACE_MS - 1))).toEqual([]);
    expect(keys(monthsToRecord(first, new Date(end + RECORD_GRACE_MS)))).toEqual(['2025-05']);
  });

  it('looks back at most MAX_BACKFILL_MONTHS', () => {
    const months = monthsToRecord(at('2015-01-01T00:00:00Z'), at('2025-06-15T00:00:00Z'));
    expect(months).toHaveLength(MAX_BACKFILL_MONTHS);
    expect(months.at(-1)!.key).toBe('2025-05');
    expect(months[0]!.key).toBe('2023-06');
  });
});

describe('job schedule', () => {
  it('runs hourly, and just after the month closes', () => {
    const hour = 3_600_000;
    expect(nextRunDelayMs(at('2025-06-15T00:00:00Z'), hour)).toBe(hour);
    expect(nextRunDelayMs(at('2025-06-30T23:50:00Z'), hour)).toBe(10 * 60_000 + RECORD_GRACE_MS);
    expect(nextRunDelayMs(at('2025-07-01T00:04:59.999Z'), hour)).toBe(1000);
  });
});

describe('the winner rule', () => {
  const c = (id: string, votes: number, createdAtMicros: string) => ({
    id,
    votes,
    createdAtMicros,
  });

  it('prefers more votes, then the earlier upload, then the smaller id', () => {
    expect(pickWinner([c('a', 3, '10'), c('b', 5, '20')])!.id).toBe('b');
    expect(pickWinner([c('a', 5, '20'), c('b', 5, '10')])!.id).toBe('b');
    // Microseconds apart (a JS Date would call them equal).
    expect(pickWinner([c('a', 5, '1750000000000002'), c('b', 5, '1750000000000001')])!.id).toBe(
      'b',
    );
    expect(pickWinner([c('b', 5, '10'), c('a', 5, '10')])!.id).toBe('a');
    expect(compareCandidates(c('a', 1, '1'), c('a', 1, '1'))).toBe(0);
  });

  it('has no winner without candidates', () => {
    expect(pickWinner([])).toBeNull();
  });
});
