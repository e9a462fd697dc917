// `node scripts/make-icons.mjs`: the installed app's icons (src/web/public/icons/), drawn from the
// favicon by sharp. Run again when favicon.svg changes; the PNGs are committed, so a build needs no
// image work. The maskable one keeps the bolt inside the middle 80% a launcher may crop to.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'src/web/public');
const BACKGROUND = '#0a2a6b';

const svg = await readFile(path.join(PUBLIC, 'favicon.svg'));
const drawn = (size) =>
  sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png();

for (const size of [192, 512]) {
  await drawn(size).toFile(path.join(PUBLIC, `icons/icon-${size}.png`));
}

// Maskable: full-bleed background, the favicon at 70% in the middle (the safe zone is a circle of 80%).
const MASKABLE = 512;
const inner = Math.round(MASKABLE * 0.7);
await sharp({ create: { width: MASKABLE, height: MASKABLE, channels: 4, background: BACKGROUND } })
  .composite([{ input: await drawn(inner).toBuffer(), gravity: 'center' }])
  .png()
  .toFile(path.join(PUBLIC, 'icons/icon-maskable-512.png'));
console.log('icons written to src/web/public/icons/');
