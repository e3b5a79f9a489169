/**
 * HEIC/HEIF photos (iPhones' default format) are recognised here and converted in the browser
 * (docs/product/uploads.md, docs/decisions/0136-heic-photos-converted-in-the-browser.md). Browsers
 * often report such a file with an empty type, so the file's own first bytes are read as well: an
 * ISO-BMFF `ftyp` box whose brand is one of HEIF's.
 */
import { HEIC_MAX_PIXELS } from '@pawprize/shared/constants';

/** The MIME types browsers and phones give HEIC/HEIF photos. */
const HEIC_TYPES = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);
const HEIC_EXTENSIONS = new Set(['heic', 'heif', 'hif']);

/** Brands of HEVC-coded HEIF images (and sequences): HEIC. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** The generic HEIF brands: HEIC unless the file says it is AVIF (an AV1-coded HEIF). */
const GENERIC_BRANDS = new Set(['mif1', 'msf1', 'mif2', 'mif3']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * Whether a HEIC/HEIF photo of this size (from its header) may be decoded: at most
 * HEIC_MAX_PIXELS, so a huge or forged one is refused before its pixels take the memory.
 */
export function heicPixelsAllowed(width: number, height: number): boolean {
  return width > 0 && height > 0 && width * height <= HEIC_MAX_PIXELS;
}

/** The message shown when a HEIC/HEIF photo cannot be converted. */
export const HEIC_READ_ERROR =
  "We couldn't read this HEIC photo. Try another one, or save it as a JPEG first.";

/** How many first bytes {@link heifBrandOf} needs (the `ftyp` box with its first brands). */
export const HEIF_HEADER_BYTES = 64;

function fourCc(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

/**
 * Whether these first bytes of a file are a HEIC/HEIF image's: a `ftyp` box at the start whose
 * major brand is a HEVC one, or a generic HEIF brand (`mif1`, `msf1`…) without an AVIF brand
 * among its compatible ones.
 */
export function isHeifHeader(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || fourCc(bytes, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const major = fourCc(bytes, 8);
  // The compatible brands follow the major brand and its 4-byte version.
  const brands = [major];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) {
    brands.push(fourCc(bytes, at));
  }
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return false;
  if (HEVC_BRANDS.has(major)) return true;
  return GENERIC_BRANDS.has(major) || brands.some((brand) => HEVC_BRANDS.has(brand));
}

/** Whether the file's declared type or extension says HEIC/HEIF. */
export function isHeicByName(file: Pick<File, 'name' | 'type'>): boolean {
  if (HEIC_TYPES.has(file.type.toLowerCase())) return true;
  const dot = file.name.lastIndexOf('.');
  return dot >= 0 && HEIC_EXTENSIONS.has(file.name.slice(dot + 1).toLowerCase());
}

async function headerOf(file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, HEIF_HEADER_BYTES).arrayBuffer());
  } catch {
    return new Uint8Array();
  }
}

/**
 * Whether a picked file is a HEIC/HEIF photo: by its bytes when they can be read (a JPEG renamed
 * `.heic` is a JPEG), else by its declared type or extension.
 */
export async function isHeic(file: File): Promise<boolean> {
  const header = await headerOf(file);
  if (header.length >= 12) return isHeifHeader(header);
  return isHeicByName(file);
}
