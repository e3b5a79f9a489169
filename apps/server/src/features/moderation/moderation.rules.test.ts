import { describe, expect, it } from 'vitest';
import {
  hiddenByReports,
  REPORTER_MIN_ACCOUNT_AGE_DAYS,
  REPORTER_MIN_VOTING_DAYS,
  reportCounts,
} from './moderation.rules.ts';

describe('reports that count towards hiding (ADR 0105)', () => {
  const member = (
    over: Partial<{ emailVerified: boolean; ageDays: number; votingDays: number }>,
  ) => ({
    account: { emailVerified: true, ageDays: 0, votingDays: 0, ...over },
  });

  it('never counts a visitor or an unverified member', () => {
    expect(reportCounts({ account: null })).toBe(false);
    expect(reportCounts(member({ emailVerified: false, ageDays: 400, votingDays: 99 }))).toBe(
      false,
    );
  });

  it('counts a verified member of some age or some activity', () => {
    expect(reportCounts(member({ ageDays: REPORTER_MIN_ACCOUNT_AGE_DAYS - 0.01 }))).toBe(false);
    expect(reportCounts(member({ ageDays: REPORTER_MIN_ACCOUNT_AGE_DAYS }))).toBe(true);
    expect(reportCounts(member({ votingDays: REPORTER_MIN_VOTING_DAYS - 1 }))).toBe(false);
    expect(reportCounts(member({ votingDays: REPORTER_MIN_VOTING_DAYS }))).toBe(true);
  });

  it('hides at the threshold of counting networks', () => {
    expect(hiddenByReports(2, 3)).toBe(false);
    expect(hiddenByReports(3, 3)).toBe(true);
  });
});
