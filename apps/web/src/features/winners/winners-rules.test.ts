import { describe, expect, it } from 'vitest';
import { monthParts, timeLeftText } from './winners-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('winners rules', () => {
  it('names a month in English', () => {
    expect(monthParts('2025-10')).toEqual({ monthName: 'October', year: 2025 });
    expect(monthParts('2026-01')).toEqual({ monthName: 'January', year: 2026 });
    expect(monthParts('2024-12')).toEqual({ monthName: 'December', year: 2024 });
  });

  it('writes the time left to the minute', () => {
    expect(timeLeftText(12 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('12 days 4 hours left');
    expect(timeLeftText(DAY + HOUR)).toBe('1 day 1 hour left');
    expect(timeLeftText(3 * DAY + 10 * MINUTE)).toBe('3 days left');
    expect(timeLeftText(5 * HOUR + 3 * MINUTE + 59_999)).toBe('5 hours 3 minutes left');
    expect(timeLeftText(2 * HOUR)).toBe('2 hours left');
    expect(timeLeftText(HOUR - 1)).toBe('59 minutes left');
    expect(timeLeftText(MINUTE)).toBe('1 minute left');
    expect(timeLeftText(59_999)).toBe('Less than a minute left');
    expect(timeLeftText(0)).toBeNull();
    expect(timeLeftText(-5)).toBeNull();
  });
});
