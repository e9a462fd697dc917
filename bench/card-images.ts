/**
 * Bytes of a card image before and after the resized WebP copies: a photo-like 1600 × 1200 picture
 * goes through the upload pipeline (acceptImage, as a guide or course image is stored), then through
 * the variant maker of GET /api/images/:width/*. Prints sizes; judges nothing. No server, no browser.
 * Run: node --import tsx bench/card-images.ts
 */
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../src/domain/images.ts';
import { resizeToWebp } from '../src/server/storage/image-variants.ts';
import { acceptImage } from '../src/server/storage/images.ts';
import { kb, table } from './stats.ts';

const WIDTH = 1600;
const HEIGHT = 1200;

/** Gradients, shapes and a little grain: compresses like a photo, not like a flat test card. */
const photoLike = async (format: 'jpeg' | 'png') => {
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 397) % WIDTH;
    const y = (i * 631) % HEIGHT;
    const r = 40 + ((i * 53) % 220);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(i * 37) % 360}, 60%, 55%)" fill-opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#264653"/><stop offset="0.5" stop-color="#2a9d8f"/><stop offset="1" stop-color="#e9c46a"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  const picture = sharp(Buffer.from(svg)).composite([{ input: grain, blend: 'soft-light' }]);
  return format === 'jpeg' ? picture.jpeg({ quality: 90 }).toBuffer() : picture.png().toBuffer();
};

const main = async () => {
  const rows: string[][] = [['upload', 'stored original', ...IMAGE_WIDTHS.map((w) => `WebP ${w} px`)]];
  for (const format of ['jpeg', 'png'] as const) {
    const data = await photoLike(format);
    const stored = await acceptImage({
      data,
      declaredType: `image/${format}`,
      maxBytes: 50 * 1024 * 1024,
      allowed: ['jpeg', 'png'],
    });
    const variants = await Promise.all(IMAGE_WIDTHS.map((width) => resizeToWebp(stored.buffer, width)));
    rows.push([
      `${format} ${WIDTH} × ${HEIGHT}`,
      kb(stored.buffer.length),
      ...variants.map((v) => `${kb(v.length)} (${((100 * v.length) / stored.buffer.length).toFixed(1)} %)`),
    ]);
  }
  console.log(table(rows));
  console.log(
    '\nA card 300–450 px wide picks the 320 copy at 1× and the 640 (or 960) at 2× (srcset + sizes);\n' +
      'before, every card downloaded the stored original.',
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
