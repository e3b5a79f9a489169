// Writes apps/web/public/favicon.ico (16 and 32 px) and apple-touch-icon.png (180 px) from
// apps/web/public/favicon.svg, for browsers and devices that ask for those addresses whatever the
// page links (docs/decisions/0119-not-found-answers.md), and the installed app's icons of
// manifest.webmanifest (192 and 512 px, and a 512 px maskable one; ADR 0174). Run after changing the SVG:
//   node scripts/make-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const png = (source, size) =>
  sharp(Buffer.from(source), { density: 72 * (size / 64) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file holding PNG images (every browser since IE 11 reads PNG inside ICO). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const favicon = ico([
  { size: 16, data: await png(svg, 16) },
  { size: 32, data: await png(svg, 32) },
]);
writeFileSync(path.join(publicDir, 'favicon.ico'), favicon);

// iOS draws its own rounded corners and shows transparency as black: a full square.
const square = svg.replace(/<rect ([^>]*)rx="\d+"/, '<rect $1');
writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(square, 180));

// The installed app's icons: the rounded one as drawn, and a maskable one (a full square, the
// paw within the central 80 % that every platform's mask keeps).
writeFileSync(path.join(publicDir, 'icons/icon-192.png'), await png(svg, 192));
writeFileSync(path.join(publicDir, 'icons/icon-512.png'), await png(svg, 512));
const maskable = square.replace(
  '<g fill="#FFF8F1">',
  '<g fill="#FFF8F1" transform="translate(6.4 6.4) scale(0.8)">',
);
writeFileSync(path.join(publicDir, 'icons/icon-maskable-512.png'), await png(maskable, 512));
console.log(`favicon.ico ${favicon.length} bytes, apple-touch-icon.png and the app icons written`);
