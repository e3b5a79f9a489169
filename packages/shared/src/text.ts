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
