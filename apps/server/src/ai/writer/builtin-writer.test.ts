import { CAPTION_MAX_LENGTH, CAPTIONS_PER_CONTEST } from '@pawprize/shared';
import { describe, expect, it } from 'vitest';
import type { ImageFacts } from '../types.ts';
import { BuiltinWriter } from './builtin-writer.ts';
import { CAPTION_SLOTS, CAPTION_TEMPLATES } from './caption-grammar.ts';
import { COMPLIMENT_SLOTS, COMPLIMENT_TEMPLATES, traitKind } from './compliment-grammar.ts';
import { slotsIn } from './expand.ts';

const facts = (over: Partial<ImageFacts> = {}): ImageFacts => ({
  colours: ['ginger', 'cream', 'green'],
  luminance: 0.5,
  brightness: 'balanced',
  orientation: 'square',
  width: 800,
  height: 800,
  ...over,
});

const VALUES = new Set(['name', "name's", 'breed', 'coat', 'coat2', 'scene', 'trait']);

describe('built-in writer grammar', () => {
  it('is closed: every slot of every template and word is defined', () => {
    const check = (texts: readonly string[], slots: Record<string, readonly string[]>) => {
      for (const text of texts) {
        for (const slot of slotsIn(text)) {
          expect(VALUES.has(slot) || slot in slots, `{${slot}} in "${text}"`).toBe(true);
        }
      }
    };
    check(
      [...CAPTION_TEMPLATES.map((t) => t.text), ...Object.values(CAPTION_SLOTS).flat()],
      CAPTION_SLOTS,
    );
    check(
      [...COMPLIMENT_TEMPLATES.map((t) => t.text), ...Object.values(COMPLIMENT_SLOTS).flat()],
      COMPLIMENT_SLOTS,
    );
  });

  it('has unique template ids and plenty of them', () => {
    const ids = CAPTION_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CAPTION_TEMPLATES.map((t) => t.family)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('built-in captions', () => {
  it('writes five different captions of at most 140 characters', async () => {
    const writer = new BuiltinWriter({ seed: 1 });
    for (const petName of [
      'Biscuit',
      'Sir Fluffington the Third of Barkshire',
      'Jo',
      'x'.repeat(60),
    ]) {
      const captions = await writer.captions({ petName, breed: 'Maine Coon', image: facts() });
      expect(captions).toHaveLength(CAPTIONS_PER_CONTEST);
      expect(new Set(captions.map((c) => c.toLowerCase())).size).toBe(CAPTIONS_PER_CONTEST);
      for (const caption of captions) {
        expect(caption.length).toBeLessThanOrEqual(CAPTION_MAX_LENGTH);
        expect(caption).not.toMatch(/[{}]|undefined|null/);
      }
    }
  });

  it('shortens long names to their leading words', () => {
    const writer = new BuiltinWriter({ seed: 3 });
    const text = writer
      .writeCaptions({ petName: 'Sir Fluffington the Third of Barkshire', image: facts() })
      .map((c) => c.text)
      .join(' ');
    expect(text).not.toMatch(/\bSir\b(?! Fluffington)/);
  });

  it('uses the breed and the photo when it has them', () => {
    const writer = new BuiltinWriter({ seed: 7 });
    let breed = 0;
    let photo = 0;
    for (let i = 0; i < 20; i++) {
      const written = writer.writeCaptions({ petName: 'Luna', breed: 'Beagle', image: facts() });
      if (written.some((c) => c.text.includes('Beagle'))) breed++;
      if (written.some((c) => /ginger|cream|green/i.test(c.text))) photo++;
    }
    expect(breed).toBeGreaterThanOrEqual(12);
    expect(photo).toBeGreaterThanOrEqual(12);
  });

  it('does not repeat itself over 20 contests of the same pet', () => {
    for (const seed of [1, 2, 3]) {
      const writer = new BuiltinWriter({ seed });
      const texts: string[] = [];
      const templateUses = new Map<string, number>();
      for (let i = 0; i < 20; i++) {
        for (const c of writer.writeCaptions({ petName: 'Biscuit', image: facts() })) {
          texts.push(c.text);
          templateUses.set(c.templateId, (templateUses.get(c.templateId) ?? 0) + 1);
        }
      }
      expect(texts).toHaveLength(100);
      expect(new Set(texts).size / texts.length).toBeGreaterThanOrEqual(0.9);
      expect(Math.max(...templateUses.values())).toBeLessThanOrEqual(3);
    }
  });

  it('varies with the photo: light and shape templates follow the facts', () => {
    const writer = new BuiltinWriter({ seed: 11 });
    const all = (f: ImageFacts) =>
      Array.from({ length: 15 }, () => writer.writeCaptions({ petName: 'Max', image: f }))
        .flat()
        .map((c) => c.templateId);
    const dark = all(facts({ brightness: 'dark', orientation: 'portrait' }));
    expect(dark).not.toContain('light-sunshine');
    expect(dark).not.toContain('shape-wide');
    const bright = all(facts({ brightness: 'bright', orientation: 'landscape' }));
    expect(bright).not.toContain('light-moody');
    expect(bright).not.toContain('shape-portrait');
  });

  it('is fast: p50 well under 20 ms for five captions', () => {
    const writer = new BuiltinWriter();
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      writer.writeCaptions({ petName: `Pet ${i}`, breed: 'Corgi', image: facts() });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[100]!).toBeLessThan(20);
  });
});

describe('built-in captions know the species', () => {
  const dogLines =
    /word 'walk'|homework|flower bed|chew one shoe|mail carrier|squirrel|tennis ball|barking/i;

  it('never gives a cat a dog line, however many contests (the kitten and the shoe)', () => {
    const writer = new BuiltinWriter({ seed: 3 });
    const texts = Array.from({ length: 150 }, () =>
      writer.writeCaptions({ petName: 'Mochi', image: facts({ species: 'cat' }) }),
    ).flatMap((batch) => batch.map((c) => c.text));
    expect(texts.filter((t) => dogLines.test(t))).toEqual([]);
    expect(texts.some((t) => /kitty|whiskered|cat\b/i.test(t))).toBe(true);
  });

  it('still gives dogs (and unknown animals) their lines', () => {
    const texts = (species: string | null) => {
      const writer = new BuiltinWriter({ seed: 3 });
      return Array.from({ length: 150 }, () =>
        writer.writeCaptions({ petName: 'Rex', image: facts({ species }) }),
      ).flatMap((batch) => batch.map((c) => c.text));
    };
    expect(texts('dog').some((t) => dogLines.test(t))).toBe(true);
    expect(texts(null).some((t) => dogLines.test(t))).toBe(true);
  });
});

describe('built-in compliments', () => {
  it('reads a trait as an adjective, a verb phrase or a noun phrase', () => {
    expect(traitKind('fluffy')).toBe('adjective');
    expect(traitKind('loves naps')).toBe('verb');
    expect(traitKind('a gentle giant')).toBe('noun');
  });

  it('names the pet, uses the trait most of the time, and stays short', async () => {
    const writer = new BuiltinWriter({ seed: 5 });
    let withTrait = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const text = await writer.compliment({ petName: 'Biscuit', petTrait: 'fluffy' });
      expect(text).toContain('Biscuit');
      expect(text.length).toBeLessThanOrEqual(CAPTION_MAX_LENGTH);
      if (text.includes('fluffy')) withTrait++;
      seen.add(text);
    }
    expect(withTrait).toBeGreaterThanOrEqual(15);
    expect(seen.size).toBeGreaterThanOrEqual(30);
    expect(await writer.compliment({ petName: 'Rex' })).toContain('Rex');
  });
});
