/**
 * Plain colour words for pixels, the way people describe a coat or a backdrop ("ginger",
 * "charcoal", "cream"), not CSS names. Rules on hue, saturation and value (HSV), tuned on real pet
 * photos, which are less saturated than they look. `coat` colours describe fur and feathers;
 * `scene` colours are more likely the backdrop (grass, sky, a red blanket).
 */
export type ColourKind = 'coat' | 'scene';

export const COAT_COLOURS = [
  'black',
  'charcoal',
  'grey',
  'silver',
  'snow-white',
  'cream',
  'sandy',
  'tan',
  'golden',
  'ginger',
  'caramel',
  'brown',
  'chocolate',
] as const;

export const SCENE_COLOURS = [
  'red',
  'pink',
  'orange',
  'yellow',
  'olive',
  'green',
  'teal',
  'sky-blue',
  'blue',
  'purple',
] as const;

const COAT = new Set<string>(COAT_COLOURS);

export function colourKind(name: string): ColourKind {
  return COAT.has(name) ? 'coat' : 'scene';
}

/** sRGB 0–255 → hue 0–360, saturation 0–1, value 0–1. */
export function rgbToHsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = ((g - b) / delta) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
    hue *= 60;
    if (hue < 0) hue += 360;
  }
  return [hue, max === 0 ? 0 : delta / max, max / 255];
}

function neutral(v: number): string {
  if (v < 0.16) return 'black';
  if (v < 0.36) return 'charcoal';
  if (v < 0.66) return 'grey';
  if (v < 0.86) return 'silver';
  return 'snow-white';
}

/** Reds, oranges and yellows that read as fur: ginger, caramel, golden, tan, cream, brown. */
function warm(h: number, s: number, v: number): string {
  if (v < 0.3) return 'chocolate';
  // Low-saturation warm tones: cream when light, otherwise a grey with a warm cast.
  if (s < 0.24) return v > 0.7 && s >= 0.12 && h >= 20 ? 'cream' : neutral(v);
  if (s < 0.32 && v < 0.6) return 'brown';
  if (h >= 40) {
    if (s > 0.8 && v > 0.8) return 'yellow';
    if (s >= 0.45 && v >= 0.6) return 'golden';
    return v > 0.7 ? 'sandy' : v > 0.5 ? 'tan' : 'brown';
  }
  if (s > 0.82 && v > 0.85) return 'orange';
  if (s >= 0.38) return v >= 0.56 ? 'ginger' : v >= 0.4 ? 'caramel' : 'brown';
  return v >= 0.6 ? 'tan' : 'brown';
}

/** The plain word for an sRGB colour. */
export function nameColour(r: number, g: number, b: number): string {
  const [h, s, v] = rgbToHsv(r, g, b);
  if (v < 0.16) return 'black';
  // Greys in photos carry a little colour cast; warm casts are still grey below this.
  if (s < 0.12 || (s < 0.2 && (h < 10 || h > 60))) return neutral(v);
  if (h < 10 || h >= 345) {
    if (s > 0.55 && v > 0.45) return v > 0.85 && s < 0.45 ? 'pink' : 'red';
    if (v > 0.75) return 'pink';
    return warm(h, s, v);
  }
  if (h < 58) return warm(h, s, v);
  if (h < 80) return v < 0.55 ? 'olive' : s > 0.5 ? 'yellow' : 'olive';
  if (h < 160) return v > 0.6 && s < 0.45 ? 'green' : 'green';
  if (h < 195) return 'teal';
  if (h < 250) return v > 0.7 && s < 0.5 ? 'sky-blue' : 'blue';
  if (h < 320) return 'purple';
  return v > 0.6 ? 'pink' : 'purple';
}
