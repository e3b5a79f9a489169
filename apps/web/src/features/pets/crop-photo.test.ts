import { describe, expect, it } from 'vitest';
import { areaBeforeRotation, coversAll, rotatedSize, sourceArea, turned } from './crop-photo';

describe('crop geometry', () => {
  it('turns a quarter at a time, clockwise', () => {
    expect([turned(0), turned(90), turned(180), turned(270)]).toEqual([90, 180, 270, 0]);
    expect(rotatedSize(451, 300, 90)).toEqual({ width: 300, height: 451 });
    expect(rotatedSize(451, 300, 180)).toEqual({ width: 451, height: 300 });
  });

  // A 4 × 2 photo; the area is the top-left 1 × 1 pixel of the photo as shown.
  const pixel = { x: 0, y: 0, width: 1, height: 1 };
  it('maps a corner of the turned photo back onto the photo', () => {
    expect(areaBeforeRotation(pixel, 4, 2, 0)).toEqual(pixel);
    // Turned clockwise, the shown top-left is the photo's bottom-left.
    expect(areaBeforeRotation(pixel, 4, 2, 90)).toEqual({ x: 0, y: 1, width: 1, height: 1 });
    expect(areaBeforeRotation(pixel, 4, 2, 180)).toEqual({ x: 3, y: 1, width: 1, height: 1 });
    // Turned anticlockwise (270° clockwise), it is the photo's top-right.
    expect(areaBeforeRotation(pixel, 4, 2, 270)).toEqual({ x: 3, y: 0, width: 1, height: 1 });
  });

  it('swaps width and height of a crop on a quarter-turned photo', () => {
    // The shown photo is 2 × 4; its top half (2 × 2) is the photo's left half.
    expect(areaBeforeRotation({ x: 0, y: 0, width: 2, height: 2 }, 4, 2, 90)).toEqual({
      x: 0,
      y: 0,
      width: 2,
      height: 2,
    });
    expect(areaBeforeRotation({ x: 0, y: 0, width: 2, height: 1 }, 4, 2, 270)).toEqual({
      x: 3,
      y: 0,
      width: 1,
      height: 2,
    });
  });

  it('turns a percent crop into whole pixels inside the photo', () => {
    const square = sourceArea({ x: 0, y: 16.74, width: 100, height: 66.52 }, 451, 300, 90);
    expect(square).toEqual({ x: 75, y: 0, width: 300, height: 300 });
    const whole = sourceArea({ x: 0, y: 0, width: 100, height: 100 }, 451, 300, 0);
    expect(whole).toEqual({ x: 0, y: 0, width: 451, height: 300 });
  });

  it('knows an uncut crop', () => {
    expect(coversAll({ x: 0, y: 0, width: 100, height: 100 })).toBe(true);
    expect(coversAll({ x: 0, y: 0, width: 90, height: 100 })).toBe(false);
  });
});
