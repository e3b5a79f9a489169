import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from './messages.ts';
import {
  isMultiLineText,
  isSingleLineText,
  multiLine,
  singleLine,
  titleCaseBreed,
  xmlSafe,
} from './text.ts';

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

describe('titleCaseBreed', () => {
  it('title-cases each word, hyphenated parts too, and collapses spaces', () => {
    expect(titleCaseBreed('any pomeranian mix')).toBe('Any Pomeranian Mix');
    expect(titleCaseBreed('  golden   retriever ')).toBe('Golden Retriever');
    expect(titleCaseBreed('shih-tzu')).toBe('Shih-Tzu');
    expect(titleCaseBreed('st. bernard')).toBe('St. Bernard');
    expect(titleCaseBreed('maine coon')).toBe('Maine Coon');
    expect(titleCaseBreed('épagneul breton')).toBe('Épagneul Breton');
  });

  it('keeps acronyms and inner capitals as typed', () => {
    expect(titleCaseBreed('GSD mix')).toBe('GSD Mix');
    expect(titleCaseBreed('akc labrador')).toBe('Akc Labrador');
    expect(titleCaseBreed('McNab')).toBe('McNab');
  });

  it('title-cases shouting and keeps joining words low after the first word', () => {
    expect(titleCaseBreed('POMERANIAN MIX')).toBe('Pomeranian Mix');
    expect(titleCaseBreed('GSD MIX')).toBe('GSD MIX');
    expect(titleCaseBreed('dogue de bordeaux')).toBe('Dogue de Bordeaux');
    expect(titleCaseBreed('poodle x labrador')).toBe('Poodle x Labrador');
    expect(titleCaseBreed('the Sphynx')).toBe('The Sphynx');
  });

  it('is stable: a second pass changes nothing', () => {
    for (const breed of ['any pomeranian mix', 'GSD mix', 'dogue de bordeaux', 'shih-tzu']) {
      expect(titleCaseBreed(titleCaseBreed(breed))).toBe(titleCaseBreed(breed));
    }
  });
});
