import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fixturePhoto } from '../../test/images.ts';
import { colourKind, nameColour } from './colours.ts';
import { brightnessWord, orientationOf, readImageFacts } from './image-facts.ts';

describe('colour words', () => {
  it('names coats and backdrops in plain words', () => {
    expect(nameColour(10, 10, 12)).toBe('black');
    expect(nameColour(60, 60, 62)).toBe('charcoal');
    expect(nameColour(128, 128, 130)).toBe('grey');
    expect(nameColour(250, 250, 250)).toBe('snow-white');
    expect(nameColour(205, 133, 61)).toBe('ginger');
    expect(nameColour(235, 222, 195)).toBe('cream');
    expect(nameColour(70, 44, 28)).toBe('chocolate');
    expect(nameColour(60, 130, 50)).toBe('green');
    expect(nameColour(40, 80, 190)).toBe('blue');
    expect(colourKind('ginger')).toBe('coat');
    expect(colourKind('green')).toBe('scene');
  });

  it('words brightness and orientation', () => {
    expect(brightnessWord(0.1)).toBe('dark');
    expect(brightnessWord(0.5)).toBe('balanced');
    expect(brightnessWord(0.8)).toBe('bright');
    expect(orientationOf(1600, 900)).toBe('landscape');
    expect(orientationOf(900, 1600)).toBe('portrait');
    expect(orientationOf(1000, 1040)).toBe('square');
  });
});

describe('readImageFacts', () => {
  it('reads real photos', async () => {
    const red = await readImageFacts(fixturePhoto('dog-red-fluffy.jpg'));
    expect(red.colours[0]).toBe('ginger');
    const grey = await readImageFacts(fixturePhoto('dog-grey-frisbee.jpg'));
    expect(grey.colours).toContain('grey');
    expect(grey.colours).toContain('blue');
    const tabby = await readImageFacts(fixturePhoto('cat-tabby.jpg'));
    expect(tabby.orientation).toBe('landscape');
    expect(tabby.colours.length).toBeGreaterThanOrEqual(1);
    expect(tabby.colours.length).toBeLessThanOrEqual(3);
  });

  it('follows EXIF orientation and sees a dark photo as dark', async () => {
    const sideways = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: '#111' },
    })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const facts = await readImageFacts(sideways);
    expect(facts.orientation).toBe('portrait');
    expect(facts.brightness).toBe('dark');
    expect(facts.colours).toEqual(['black']);
  });
});
