import { describe, expect, it } from 'vitest';
import { planWidths, toHexColour } from './widths.ts';

const steps = [400, 800, 1600];

describe('planWidths', () => {
  it('keeps every step for large images', () => {
    expect(planWidths(4000, steps)).toEqual([400, 800, 1600]);
    expect(planWidths(1600, steps)).toEqual([400, 800, 1600]);
  });

  it('never upscales and adds the own width when it is clearly wider', () => {
    expect(planWidths(1000, steps)).toEqual([400, 800, 1000]);
    expect(planWidths(900, steps)).toEqual([400, 800]);
    expect(planWidths(446, steps)).toEqual([400]);
    expect(planWidths(800, steps)).toEqual([400, 800]);
  });

  it('stores small images at their own width', () => {
    expect(planWidths(300, steps)).toEqual([300]);
    expect(planWidths(1, steps)).toEqual([1]);
  });
});

describe('toHexColour', () => {
  it('rounds and clamps', () => {
    expect(toHexColour(0, 127.6, 255)).toBe('#0080ff');
    expect(toHexColour(-3, 300, 15)).toBe('#00ff0f');
  });
});
