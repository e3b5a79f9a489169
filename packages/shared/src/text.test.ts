import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages.ts';
import { isMultiLineText, isSingleLineText, multiLine, singleLine, xmlSafe } from './text.ts';

describe('the text rule', () => {
  const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0080'];
  const more = ['\u0085', '\u009f', '\ud800', '\udfff', 'a\ud800b', '\ufffe', '\uffff'];

  it('refuses C0 and C1 control characters, DEL, lone surrogates and U+FFFE/U+FFFF', () => {
    for (const c of [...controls, ...more]) {
      expect(isSingleLineText(`a${c}b`), JSON.stringify(c)).toBe(false);
      expect(isMultiLineText(`a${c}b`), JSON.stringify(c)).toBe(false);
    }
  });

  it('keeps tab and line breaks in multi-line text only', () => {
    for (const c of ['\t', '\n', '\r']) {
      expect(isSingleLineText(`a${c}b`)).toBe(false);
      expect(isMultiLineText(`a${c}b`)).toBe(true);
    }
  });

  it('accepts any printable text: accents, CJK, emoji (surrogate pairs), symbols', () => {
    for (const text of ['Zoë Ünal', '你好', '🐶🐱 🇫🇷', '★ — …', '\u00a0nbsp', 'e\u0301']) {
      expect(isSingleLineText(text), text).toBe(true);
      expect(isMultiLineText(text), text).toBe(true);
    }
  });

  it('gives schemas its message, after trimming', () => {
    const name = singleLine(z.string().trim());
    expect(name.parse('  Rex \n')).toBe('Rex');
    const bad = name.safeParse('Re\u0000x');
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe(messages.text.singleLine);
    const body = multiLine(z.string());
    expect(body.parse('a\nb')).toBe('a\nb');
    expect(body.safeParse('a\u0007b').error!.issues[0]!.message).toBe(messages.text.multiLine);
  });

  it('strips what XML forbids, keeping what it allows', () => {
    expect(xmlSafe('a\u0000b\u0001c\u000bd\ud800e\uffff')).toBe('abcde');
    expect(xmlSafe('tab\tnl\ncr\r 🐶 \u0085')).toBe('tab\tnl\ncr\r 🐶 \u0085');
  });
});
