import type { z } from 'zod';
import { messages } from './messages.ts';

/**
 * The one rule for text that people send us (docs/decisions/0021-text-and-logs.md). Every input
 * schema applies `singleLine` or `multiLine` to its text fields, after `.trim()`.
 *
 * Refused everywhere: C0 control characters (U+0000–U+001F) other than tab, line feed and carriage
 * return, DEL (U+007F), C1 control characters (U+0080–U+009F), unpaired surrogates and U+FFFE/U+FFFF.
 * What passes is legal in XML 1.0 (share cards are SVG) and in PostgreSQL text (no NUL).
 * Single-line fields (names, usernames, emails, search, tokens, subjects) refuse tab, line feed and
 * carriage return too; multi-line fields (descriptions, messages) keep them.
 */
const CONTROL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uFFFE\\uFFFF';
const MULTI_LINE_FORBIDDEN = new RegExp(`[${CONTROL}]|\\p{Cs}`, 'u');
const SINGLE_LINE_FORBIDDEN = new RegExp(`[${CONTROL}\\t\\n\\r]|\\p{Cs}`, 'u');
const XML_ILLEGAL = new RegExp(
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]|\\p{Cs}',
  'gu',
);

/** True when `value` may be stored as one line of text (no control characters, no line breaks). */
export function isSingleLineText(value: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(value);
}

/** True when `value` may be stored as multi-line text (line breaks and tabs allowed). */
export function isMultiLineText(value: string): boolean {
  return !MULTI_LINE_FORBIDDEN.test(value);
}

/** Adds the single-line rule to a string schema (use after `.trim()`, before `.pipe()`). */
export function singleLine<S extends z.ZodString>(schema: S): S {
  return schema.refine(isSingleLineText, messages.text.singleLine);
}

/** Adds the multi-line rule to a string schema (use after `.trim()`). */
export function multiLine<S extends z.ZodString>(schema: S): S {
  return schema.refine(isMultiLineText, messages.text.multiLine);
}

/**
 * `value` without the characters XML 1.0 forbids, for text written into SVG or XML that may have
 * been stored before the rule above existed.
 */
export function xmlSafe(value: string): string {
  return value.replace(XML_ILLEGAL, '');
}

/** Joining words a breed keeps in lower case after its first word ("Dogue de Bordeaux"). */
const BREED_SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'de',
  'del',
  'der',
  'du',
  'la',
  'le',
  'of',
  'or',
  'the',
  'van',
  'von',
  'x',
]);

/**
 * A breed as PawPrize stores and shows it (docs/product/captions.md, Breed): spaces collapsed, and
 * each word in title case — "any pomeranian mix" is "Any Pomeranian Mix", "shih-tzu" is
 * "Shih-Tzu". Kept as typed: acronyms (a word of 2–4 capitals, "GSD"), words with a capital
 * inside ("McNab"), and, after the first word, the joining words above in lower case. A breed
 * typed all in capitals with a word longer than 4 letters ("POMERANIAN MIX") is shouting, not
 * acronyms: every word of it is title-cased.
 */
export function titleCaseBreed(breed: string): string {
  const words = breed.trim().split(/\s+/).filter(Boolean);
  const shouting =
    !/\p{Ll}/u.test(breed) && words.some((word) => word.replace(/[^\p{L}]/gu, '').length > 4);
  return words
    .map((word, index) =>
      word
        .split('-')
        .map((part) => {
          const letters = part.replace(/[^\p{L}]/gu, '');
          if (letters === '') return part;
          const lower = part.toLocaleLowerCase('en-US');
          if (!shouting && /^\p{Lu}{2,4}$/u.test(letters)) return part;
          if (/^\p{L}\p{Ll}*\p{Lu}/u.test(letters) && letters !== letters.toUpperCase())
            return part;
          if (index > 0 && BREED_SMALL_WORDS.has(lower)) return lower;
          return lower.replace(/\p{L}/u, (first) => first.toLocaleUpperCase('en-US'));
        })
        .join('-'),
    )
    .join(' ');
}
