import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrixOf, qrPathOf } from './qr-matrix.ts';

const SCALE = 4;

/** Paints the path's rectangles (`M x y h w v1 h -w z`) black on white, as a printer would. */
const rasterize = (path: string, side: number) => {
  const width = side * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  for (const [, x, y, w] of runs) {
    for (let row = Number(y) * SCALE; row < (Number(y) + 1) * SCALE; row += 1)
      for (let col = Number(x) * SCALE; col < (Number(x) + Number(w)) * SCALE; col += 1) {
        const at = (row * width + col) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
  }
  return { pixels, width, runs: runs.length };
};

describe('the QR code a seat card prints', () => {
  it.each([
    'http://localhost:5173/es/principal-page/class?code=ABCD2345',
    'https://chispa.example.org/pt/principal-page/class?code=K7M9PQRT',
  ])('decodes back to %s with an independent reader', (url) => {
    const matrix = qrMatrixOf(url);
    const quiet = 3;
    const side = matrix.length + quiet * 2;
    const { pixels, width, runs } = rasterize(qrPathOf(matrix, quiet), side);
    expect(runs).toBeGreaterThan(50);
    expect(jsQR(pixels, width, width)?.data).toBe(url);
  });
});
