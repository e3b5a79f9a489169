import { SITE_NAME } from '@pawprize/shared';
import { xmlSafe } from '@pawprize/shared/text';
import sharp from 'sharp';

/** Open Graph's recommended large image size. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const PADDING_X = 64;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
/** Biggest first: the first size that fits the caption in MAX_LINES wins. */
const FONT_SIZES = [56, 50, 44, 38, 34];
const MAX_LINES = 3;

/** Text for an SVG text node or attribute: escaped, and without characters XML forbids. */
export function escapeXml(text: string): string {
  return xmlSafe(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/**
 * Emoji and other pictographs have no glyph in the server's fonts, and control characters draw
 * nothing (text stored before docs/decisions/0021-text-and-logs.md may hold them): leave them out.
 */
export function drawableText(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{200D}/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Approximate advance widths (in em) of a bold sans-serif: enough to wrap safely. */
function charWidth(c: string): number {
  if (/[il.,:;'!|ı`]/.test(c)) return 0.34;
  if (/[fjrt()[\]"-]/.test(c)) return 0.45;
  if (/[mwMW@]/.test(c)) return 0.98;
  if (c === ' ') return 0.35;
  if (/[A-Z]/.test(c)) return 0.8;
  if (/[★☆…—]/.test(c)) return 0.9;
  return 0.7;
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const c of text) em += charWidth(c);
  return em * fontSize;
}

/** Greedy word wrap to `maxWidth` px; a word longer than a line is cut. */
export function wrapText(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, fontSize) <= maxWidth) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (textWidth(rest, fontSize) > maxWidth) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), fontSize) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** The caption's lines at the largest font size that fits (the last lines are cut with "…"). */
export function layoutCaption(caption: string): { fontSize: number; lines: string[] } {
  const maxWidth = CARD_WIDTH - 2 * PADDING_X;
  for (const fontSize of FONT_SIZES) {
    const lines = wrapText(caption, fontSize, maxWidth);
    if (lines.length <= MAX_LINES) return { fontSize, lines };
  }
  const fontSize = FONT_SIZES.at(-1)!;
  const lines = wrapText(caption, fontSize, maxWidth).slice(0, MAX_LINES);
  lines[MAX_LINES - 1] = `${lines[MAX_LINES - 1]!.replace(/\s*\S{0,12}$/, '')}…`;
  return { fontSize, lines };
}

/** The translucent band with the caption (white, shadowed) and the site name, as SVG. */
export function overlaySvg(caption: string, footer: string): string {
  const { fontSize, lines } = layoutCaption(drawableText(caption) || footer);
  const lineHeight = Math.round(fontSize * 1.22);
  const footerSize = 26;
  const bandHeight = lines.length * lineHeight + footerSize + 96;
  const top = CARD_HEIGHT - bandHeight;
  const firstBaseline = top + 40 + fontSize;
  // A dark copy 2 px lower is the text shadow (an SVG filter would triple the render time).
  const tspans = (dx: number, dy: number) =>
    lines
      .map(
        (line, i) =>
          `<tspan x="${PADDING_X + dx}" y="${firstBaseline + i * lineHeight + dy}">${escapeXml(line)}</tspan>`,
      )
      .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.72"/>
    </linearGradient>
  </defs>
  <rect x="0" y="${top}" width="${CARD_WIDTH}" height="${bandHeight}" fill="url(#band)"/>
  <text font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="#000000" fill-opacity="0.55">${tspans(1, 2)}</text>
  <text font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${tspans(0, 0)}</text>
  <text x="${PADDING_X}" y="${CARD_HEIGHT - 32}" font-family="${FONT}" font-size="${footerSize}" fill="#ffd7a8">${escapeXml(drawableText(footer))}</text>
</svg>`;
}

/**
 * The link-preview image of a caption contest: the photo cropped to 1200×630 (centred on what
 * stands out) with the caption drawn on a translucent band. JPEG.
 */
export async function renderShareCard(
  photo: Buffer,
  caption: string | null,
  petName: string,
): Promise<Buffer> {
  const footer = `${SITE_NAME} caption contest · ${petName}`;
  const svg = overlaySvg(caption ?? `Caption this: ${petName}`, footer);
  return sharp(photo, { failOn: 'none' })
    .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}
