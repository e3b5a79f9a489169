import { describe, expect, it } from 'vitest';
import { AppError, isUniqueViolation, pgErrorCode } from './errors.ts';

describe('pgErrorCode', () => {
  it('finds the code on the driver error or on its cause (drizzle wraps it)', () => {
    expect(pgErrorCode({ code: '23505' })).toBe('23505');
    const wrapped = new Error('Failed query', {
      cause: Object.assign(new Error('dup'), { code: '23505' }),
    });
    expect(pgErrorCode(wrapped)).toBe('23505');
    expect(isUniqueViolation(wrapped)).toBe(true);
  });

  it('ignores non-Postgres codes', () => {
    expect(pgErrorCode(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
  });
});

describe('AppError', () => {
  it('takes its HTTP status from the shared code list', () => {
    expect(new AppError('NOT_FOUND', 'x').statusCode).toBe(404);
    expect(new AppError('ALREADY_VOTED', 'x').statusCode).toBe(409);
    expect(new AppError('RATE_LIMITED', 'x').statusCode).toBe(429);
  });
});
