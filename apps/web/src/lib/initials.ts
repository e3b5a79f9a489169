import { MAX_INITIALS } from '@pawprize/shared';

/**
 * 'Alice Example' → 'AE', 'mary jane watson' → 'MW', 'bob.smith' → 'BS', 'zoe' → 'Z':
 * the first letter of the first and last words, at most 2 (docs/product/dashboard.md). Emoji and
 * punctuation are skipped; a name with no letters or digits gives ''.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s._-]+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => Boolean(letter));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.slice(0, MAX_INITIALS).join('').toUpperCase();
}
