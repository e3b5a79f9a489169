import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with Argon2id m=19 MiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('handles long and non-ASCII passwords', async () => {
    const long = 'ü'.repeat(64) + '🐶'.repeat(32);
    expect(await verifyPassword(await hashPassword(long), long)).toBe(true);
  });

  it('spots the most common passwords, repeats and runs, in any case', () => {
    for (const p of [
      'password',
      'Password1',
      'QWERTY123',
      '12345678',
      'iloveyou',
      'aaaaaaaa',
      '23456789',
      'abcdefghij',
      'pawprize123',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of [
      'correct horse battery staple',
      'Tr0ub4dor&3x',
      'my dog rex is 7',
      '13572468',
    ]) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});
