import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

describe('precompress: the build sends its scripts and styles compressed once, at their best', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes a .br beside each script and style worth compressing, holding the same bytes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'chispa-precompress-'));
    const script = Buffer.from(`export const a = ${JSON.stringify('chispa '.repeat(500))};\n`);
    await writeFile(path.join(dir, 'page-abc.js'), script);
    await writeFile(path.join(dir, 'page-abc.css'), `.a { color: red; }\n`.repeat(100));
    await writeFile(path.join(dir, 'tiny-abc.js'), 'export const b = 1;\n');
    await writeFile(path.join(dir, 'page-abc.js.map'), '{}'.repeat(1000));

    expect(await precompressFolder(dir)).toBe(2);
    const compressed = await readFile(path.join(dir, 'page-abc.js.br'));
    expect(compressed.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(compressed).equals(script)).toBe(true);
    expect(existsSync(path.join(dir, 'page-abc.css.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'page-abc.js.map.br'))).toBe(false);
  });
});
