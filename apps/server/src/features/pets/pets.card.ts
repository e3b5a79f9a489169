import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { xmlSafe } from '@pawprize/shared/text';
import sharp from 'sharp';
import type { Ctx } from '../../context/index.ts';
import type { PetRow } from './pets.queries.ts';

/**
 * A pet's share images (docs/product/gallery.md, Sharing): the photo, the name, "Vote for …" and
 * the site's brand, as a 1200×630 link preview (the pet page's og:image) and a 1080×1920 story.
 * Rendered once, stored under a key made of the photo's key, the format and a hash of what is
 * drawn: a changed pet gets a new key, a deleted one has its cards deleted with its photo
 * (petCardKeys). Design version in the hash: a new design renders anew. Cards are in the private
 * area (docs/decisions/0103-private-storage.md) and served only by `GET /api/pets/:id/share/…`,
 * which answers public pets only: a hidden pet's card is not reachable.
 */

export const PET_CARD_FORMATS = {
  wide: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
} as const;
export type PetCardFormat = keyof typeof PET_CARD_FORMATS;

const DESIGN = 'v1';
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const CREAM = '#fff7f0';
const CORAL = '#cc4a1a';
const PLUM = '#1c1028';

function escapeXml(text: string): string {
  return xmlSafe(text)
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );
}

/** The name's lines: at most 2 of `perLine` characters (a longer name is cut with "…"). */
function nameLines(name: string, perLine: number): string[] {
  const words = name.trim().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines
    .slice(0, 2)
    .map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
  if (lines.length > 2) kept[1] = `${kept[1]!.replace(/…$/, '').slice(0, perLine - 1)}…`;
  return kept;
}

/** The text side of a card as SVG, drawn over the cream panel at (x, y) in a `w`-wide box. */
function textSvg(
  pet: { petName: string },
  box: { x: number; y: number; w: number; scale: number },
): string {
  const { x, y, w, scale } = box;
  // The largest size at which the name fits 2 lines (a longer one is cut with "…").
  let nameSize = Math.round(72 * scale);
  let lines = nameLines(pet.petName, Math.floor(w / (nameSize * 0.6)));
  if (lines.at(-1)?.endsWith('…') || lines.length > 1) {
    nameSize = Math.round(58 * scale);
    lines = nameLines(pet.petName, Math.floor(w / (nameSize * 0.6)));
  }
  const lineHeight = Math.round(nameSize * 1.12);
  const first = y + Math.round(140 * scale);
  const names = lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${first + i * lineHeight}" font-family="${FONT}" font-weight="700" font-size="${nameSize}" fill="${PLUM}">${escapeXml(line)}</text>`,
    )
    .join('');
  const after = first + (lines.length - 1) * lineHeight;
  return `<text x="${x}" y="${y + Math.round(54 * scale)}" font-family="${FONT}" font-weight="700" font-size="${Math.round(34 * scale)}" fill="${CORAL}" letter-spacing="${2 * scale}">VOTE FOR</text>
  ${names}
  <text x="${x}" y="${after + Math.round(58 * scale)}" font-family="${FONT}" font-size="${Math.round(30 * scale)}" fill="#5b4668">in this month's photo contest</text>
  <rect x="${x}" y="${after + Math.round(100 * scale)}" width="${Math.round(300 * scale)}" height="${Math.round(76 * scale)}" rx="${Math.round(38 * scale)}" fill="${CORAL}"/>
  <text x="${x + Math.round(150 * scale)}" y="${after + Math.round(149 * scale)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${Math.round(32 * scale)}" fill="#ffffff">Vote now</text>`;
}

function brandSvg(x: number, y: number, scale: number): string {
  const size = Math.round(40 * scale);
  return `<circle cx="${x + size / 2}" cy="${y - size / 3}" r="${size / 2}" fill="${CORAL}"/>
  <text x="${x + size / 2}" y="${y - size / 3 + size * 0.18}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${Math.round(size * 0.55)}" fill="#fff">P</text>
  <text x="${x + size + 14 * scale}" y="${y}" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${PLUM}">Paw<tspan fill="${CORAL}">Prize</tspan></text>`;
}

/** Renders the card of `format` from the pet's photo. JPEG. */
export async function renderPetCard(
  photo: Buffer,
  pet: { petName: string },
  format: PetCardFormat,
): Promise<Buffer> {
  const { width, height } = PET_CARD_FORMATS[format];
  // Wide: the photo is the left square, the text on the right. Story: the photo fills the top
  // 4:5, the text below.
  const photoBox =
    format === 'wide'
      ? { width: height, height, left: 0, top: 0 }
      : { width, height: 1350, left: 0, top: 0 };
  const picture = await sharp(photo, { failOn: 'none' })
    .rotate()
    .resize(photoBox.width, photoBox.height, { fit: 'cover', position: sharp.strategy.attention })
    .toBuffer();
  const text =
    format === 'wide'
      ? textSvg(pet, { x: height + 64, y: 60, w: width - height - 100, scale: 1 }) +
        brandSvg(height + 64, height - 56, 1)
      : textSvg(pet, { x: 80, y: 1390, w: width - 160, scale: 1.25 }) +
        brandSvg(80, height - 70, 1.2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${text}</svg>`;
  return sharp({ create: { width, height, channels: 3, background: CREAM } })
    .composite([
      { input: picture, left: photoBox.left, top: photoBox.top },
      { input: Buffer.from(svg), left: 0, top: 0 },
    ])
    .jpeg({ quality: 84 })
    .toBuffer();
}

/** Where the card of a pet in `format` is stored (it changes when what is drawn changes). */
export function petCardKey(
  pet: Pick<PetRow, 'id' | 'petName'> & { imageKey: string | null },
  format: PetCardFormat,
): string {
  const drawn = createHash('sha256')
    .update(`${DESIGN}\n${pet.imageKey ?? pet.id}\n${pet.petName}`)
    .digest('hex')
    .slice(0, 16);
  return `private/cards/pets/${pet.imageKey ?? pet.id}-${format}-${drawn}.jpg`;
}

/** Both cards' keys: deleted with the pet. */
export function petCardKeys(pet: Pick<PetRow, 'id' | 'petName'> & { imageKey: string | null }) {
  return (Object.keys(PET_CARD_FORMATS) as PetCardFormat[]).map((f) => petCardKey(pet, f));
}

const rendering = new Map<string, Promise<Buffer>>();

/**
 * The stored card, rendered and stored on first use (concurrent requests share one render).
 * `photoKey` is the stored photo to draw from (the widest variant).
 */
export async function petCard(
  ctx: Ctx<'storage' | 'log'>,
  pet: Pick<PetRow, 'id' | 'petName'> & { imageKey: string | null },
  photoKey: string,
  format: PetCardFormat,
): Promise<{ body: Buffer; version: string }> {
  const key = petCardKey(pet, format);
  const version = key.slice(key.lastIndexOf('/') + 1, -4);
  const stored = await ctx.storage.get(key);
  if (stored) return { body: await buffer(stored.stream), version };
  let job = rendering.get(key);
  if (!job) {
    job = (async () => {
      const photo = await ctx.storage.get(photoKey);
      if (!photo) throw new Error(`photo of pet ${pet.id} is missing from storage`);
      const card = await renderPetCard(await buffer(photo.stream), pet, format);
      try {
        await ctx.storage.put(key, card, { contentType: 'image/jpeg' });
      } catch (err) {
        ctx.log.warn({ err, key }, 'could not store a pet share card');
      }
      return card;
    })().finally(() => rendering.delete(key));
    rendering.set(key, job);
  }
  return { body: await job, version };
}
