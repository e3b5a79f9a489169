import { describe, expect, it } from 'vitest';
import {
  chooseWinner,
  isShareId,
  isTransientDbError,
  newShareId,
  utcDay,
} from './captions.rules.ts';

describe('share ids', () => {
  it('are 16 url-safe characters (96 random bits) and never repeat', () => {
    const ids = Array.from({ length: 10_000 }, () => newShareId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(isShareId(id)).toBe(true);
    }
    // Every position takes many values: nothing sequential or guessable.
    for (let i = 0; i < 16; i++) {
      expect(new Set(ids.map((id) => id[i])).size).toBeGreaterThan(55);
    }
  });

  it('refuses what cannot be a share id', () => {
    for (const bad of ['', 'short', 'has space xxxxxxx', '../../etc/passwd', 'x'.repeat(65)]) {
      expect(isShareId(bad)).toBe(false);
    }
  });
});

describe('chooseWinner', () => {
  const c = (id: string, votes: number, seq: number) => ({ id, votes, seq });

  it('names no winner below 5 votes in total', () => {
    expect(chooseWinner([c('a', 4, 1), c('b', 0, 2)])).toBeNull();
    expect(chooseWinner([])).toBeNull();
  });

  it('names the leader from 5 votes on; ties go to the earlier caption', () => {
    expect(chooseWinner([c('a', 2, 1), c('b', 3, 2)])).toBe('b');
    expect(chooseWinner([c('a', 2, 2), c('b', 2, 1), c('c', 1, 3)])).toBe('b');
    expect(chooseWinner([c('a', 5, 1)])).toBe('a');
  });
});

describe('utcDay', () => {
  it('starts at UTC midnight and counts the seconds left', () => {
    const day = utcDay(new Date('2025-03-09T23:59:30.000Z'));
    expect(day.start.toISOString()).toBe('2025-03-09T00:00:00.000Z');
    expect(day.secondsLeft).toBe(30);
  });
});

describe('isTransientDbError', () => {
  it('recognises busy or lost databases, also wrapped', () => {
    expect(isTransientDbError({ code: '57P01' })).toBe(true);
    expect(isTransientDbError(new Error('x', { cause: { code: '40001' } }))).toBe(true);
    expect(isTransientDbError({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isTransientDbError({ code: '23505' })).toBe(false);
    expect(isTransientDbError(new Error('bug'))).toBe(false);
  });
});
