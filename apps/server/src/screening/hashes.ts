import sharp from 'sharp';
import phash from 'sharp-phash';

/**
 * Two 64-bit perceptual hashes of a photo (docs/decisions/0060-image-screening.md): pHash (DCT
 * of a 32×32 grey copy, via sharp-phash) and dHash (brightness gradients of a 9×8 grey copy).
 * Each survives resizing and re-encoding; together they also catch light crops, where either one
 * alone drifts past the usual threshold. Stored as signed 64-bit integers (PostgreSQL bigint).
 */
export interface PhotoHashes {
  phash: bigint;
  dhash: bigint;
}

/** Near-copies: pHash and dHash distances added up (of 128 bits) at most this. */
export const DUPLICATE_MAX_DISTANCE = 24;

function toSigned(bits: bigint): bigint {
  return BigInt.asIntN(64, bits);
}

async function differenceHash(raw: Buffer, size: number): Promise<bigint> {
  const grey = await sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      bits = (bits << 1n) | (grey[y * 9 + x]! > grey[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return toSigned(bits);
}

/** Hashes of a square raw RGB image (the 224×224 copy screening makes anyway). */
export async function perceptualHashes(raw: Buffer, size: number): Promise<PhotoHashes> {
  const [p, dhash] = await Promise.all([
    phash(raw, { raw: { width: size, height: size, channels: 3 } }),
    differenceHash(raw, size),
  ]);
  return { phash: toSigned(BigInt(`0b${p}`)), dhash };
}

/** Bits that differ between two 64-bit hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

export function hashDistance(a: PhotoHashes, b: PhotoHashes): number {
  return hammingDistance(a.phash, b.phash) + hammingDistance(a.dhash, b.dhash);
}
