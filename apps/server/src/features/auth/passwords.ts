import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * Argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1), replacing better-auth's scrypt
 * defaults (ADR 0002). About 10 ms per hash on our machines, off the event loop (libuv pool).
 */
const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id: a const enum, which isolatedModules cannot read
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False (never a throw) for a malformed or foreign hash. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * True for passwords on the common-password list, one character repeated, or a run of
 * consecutive digits/letters ('23456789', 'abcdefgh'). Compared case-insensitively.
 */
export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (COMMON_PASSWORDS.has(p)) return true;
  if (/^(.)\1+$/su.test(p)) return true;
  return isSequence(p);
}

function isSequence(p: string): boolean {
  if (p.length < 2) return false;
  const step = p.charCodeAt(1) - p.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < p.length; i++) {
    if (p.charCodeAt(i) - p.charCodeAt(i - 1) !== step) return false;
  }
  return /^[a-z0-9]+$/.test(p);
}
