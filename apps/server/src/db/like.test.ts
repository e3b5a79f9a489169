import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like.ts';

describe('LIKE patterns', () => {
  it('escapes LIKE wildcards and backslashes', () => {
    expect(escapeLike('100% c_t \\ x')).toBe('100\\% c\\_t \\\\ x');
    expect(containsPattern('brush')).toBe('%brush%');
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
  });
});
