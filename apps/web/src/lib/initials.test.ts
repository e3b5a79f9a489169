import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Alice Example', 'AE'],
    ['mary jane watson', 'MW'],
    ['bob.smith', 'BS'],
    ['zoe', 'Z'],
    ['  Élodie   Durand ', 'ÉD'],
    ['🐶 Rex', 'R'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
    expect(initialsOf(name).length).toBeLessThanOrEqual(2);
  });
});
