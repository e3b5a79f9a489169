import { describe, expect, it } from 'vitest';
import { animalVerdict, copyLikeness, explicitVerdict, nsfwReading } from './queue-rules';

describe('screening in plain words', () => {
  it('names the animal with its confidence, or says none was found with the weak guesses', () => {
    expect(animalVerdict({ species: 'cat', animals: { cat: 0.934, dog: 0.04 } })).toEqual({
      headline: 'Looks like a cat (93 % sure)',
      others: 'Other guesses: dog 4 %',
    });
    expect(animalVerdict({ species: null, animals: { dog: 0.12 } })).toEqual({
      headline: 'No animal found',
      others: 'Best guesses, all too weak: dog 12 %',
    });
    expect(animalVerdict({ species: null, animals: {} })).toEqual({
      headline: 'No animal found',
      others: null,
    });
  });

  it('says how likely a photo is explicit, in the bands of the screening thresholds', () => {
    expect(explicitVerdict(0.01)).toBe('Not explicit (1 %)');
    expect(explicitVerdict(0.3)).toBe('Unlikely to be explicit (30 %)');
    expect(explicitVerdict(0.6)).toBe('Possibly explicit (60 %)');
    expect(explicitVerdict(0.95)).toBe('Very likely explicit (95 %)');
  });

  it("reads the model's classes in words, surest first, without the negligible ones", () => {
    expect(nsfwReading({ porn: 0.01, sexy: 0.001, neutral: 0.97, drawing: 0.02 })).toBe(
      'Reads as: ordinary photo 97 %, drawing 2 %, explicit photo 1 %',
    );
    expect(nsfwReading(null)).toBeNull();
  });

  it('says how alike a near-copy is instead of a distance in bits', () => {
    expect(copyLikeness(0, 'visible')).toBe('identical; the original is visible');
    expect(copyLikeness(13, 'removed')).toBe('90 % alike; the original was removed');
  });
});
