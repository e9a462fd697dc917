import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getManifest } from 'workbox-build';
import { PRECACHE_GLOBS, PRECACHE_IGNORES } from './service-worker.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A stand-in dist/web with a file of each kind the build writes. */
const fakeBuild = async (files: string[]) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'chispa-precache-'));
  dirs.push(dir);
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), file);
  }
  return dir;
};

describe('the precache', () => {
  it("holds the app's shell, chunks, texts, runtime and icons; not the light pages, brotli copies, maps, records or the worker", async () => {
    const dir = await fakeBuild([
      'index.html',
      'light.html',
      'light-es.html',
      'favicon.svg',
      'icons/icon-192.png',
      'manifest-es.webmanifest',
      'service-worker.js',
      'service-worker.js.map',
      'assets/app-abc.js',
      'assets/app-abc.js.br',
      'assets/app-abc.js.map',
      'assets/app-abc.css',
      'assets/strings-pt-shell-x1.js',
      'assets/led-element-y2.js',
      'assets/micropython-z3.wasm',
      'assets/micropython-z4.mjs',
      '.vite/manifest.json',
    ]);
    const { manifestEntries } = await getManifest({
      globDirectory: dir,
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
    });
    expect(manifestEntries?.map((entry) => entry.url).sort()).toEqual([
      'assets/app-abc.css',
      'assets/app-abc.js',
      'assets/led-element-y2.js',
      'assets/micropython-z3.wasm',
      'assets/micropython-z4.mjs',
      'assets/strings-pt-shell-x1.js',
      'favicon.svg',
      'icons/icon-192.png',
      'index.html',
    ]);
  });
});
