/**
 * Draws the demo seed's circuits once, as a card's fallback draws them in the browser (the
 * canvas's own Wokwi drawings, off screen, in Debian's Chromium), and commits them as pictures:
 * src/server/db/seed-content/circuits/{circuit hash}.webp, encoded as the server keeps an upload.
 * The seed points its guides and projects at them, so a new installation's cards show pictures
 * without drawing anything. Pictures of circuits the seed no longer has are removed.
 * src/server/db/seed.test.ts fails when a seeded circuit changed and this was not run again.
 * Run: npm run seed:circuits
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import type { Diagram } from '../../src/domain/circuit/diagram.ts';
import { repairDiagram } from '../../src/domain/circuit/repair.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { createPglite } from '../../src/server/db/pglite.ts';
import { seedDemo } from '../../src/server/db/seed.ts';
import { encodeThumbnail } from '../../src/server/features/thumbnails/upload.ts';
import { SEED_CIRCUITS_DIR } from '../../src/server/storage/seed-circuits.ts';
import { localeStrings } from '../../src/web/i18n/strings-build.ts';
import { launchBrowser } from './browser.ts';
import { REPO_ROOT } from './server.ts';

/** Every distinct circuit with parts the seed stores, by the hash the database gives it. */
const seededCircuits = async (): Promise<Map<string, Diagram>> => {
  const database = openPglite(await createPglite());
  try {
    await database.migrate();
    await seedDemo(database.db);
    const client = database.pglite as PGlite;
    const rows = [
      ...(
        await client.query<{ hash: string; diagram: unknown }>(
          'select circuit_hash as hash, diagram from projects',
        )
      ).rows,
      ...(
        await client.query<{ hash: string; diagram: unknown }>(
          `select circuit_hash as hash,
                  jsonb_build_object('parts', coalesce(project->'components', '[]'::jsonb),
                                     'wires', coalesce(project->'connections', '[]'::jsonb)) as diagram
           from practical_guides`,
        )
      ).rows,
    ];
    const circuits = new Map<string, Diagram>();
    for (const row of rows) {
      const { diagram } = repairDiagram(row.diagram);
      if (diagram.parts.length > 0) circuits.set(row.hash, diagram);
    }
    return circuits;
  } finally {
    await database.close();
  }
};

const PAGE = '<!doctype html><html lang="es"><head><meta charset="utf-8"></head><body></body></html>';

const draw = async (circuits: Map<string, Diagram>): Promise<Map<string, Buffer>> => {
  const vite = await createServer({
    configFile: false,
    root: path.join(REPO_ROOT, 'src/web'),
    plugins: [react(), localeStrings()],
    server: { host: '127.0.0.1', port: 0 },
    logLevel: 'warn',
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('vite did not listen');
  const origin = `http://127.0.0.1:${address.port}`;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles with a `__name` helper, which the page lacks.
    await page.addInitScript('globalThis.__name = (target) => target;');
    const html = await vite.transformIndexHtml('/draw.html', PAGE);
    await page.route(`${origin}/draw.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    await page.goto(`${origin}/draw.html`);
    const pictures = new Map<string, Buffer>();
    for (const [hash, diagram] of circuits) {
      const base64 = await page.evaluate(async (circuit) => {
        // The app's own modules, as Vite serves them from src/web.
        const load = (module: string) => import(/* @vite-ignore */ module);
        const [{ drawCircuitSvg }, { rasterizeSvg }, { pictureScale }] = await Promise.all([
          load('/editor/offscreen-circuit.tsx'),
          load('/editor/svg-raster.ts'),
          load('/lib/circuit-picture.ts'),
        ]);
        const png: Blob = await rasterizeSvg(await drawCircuitSvg(circuit), pictureScale);
        const bytes = new Uint8Array(await png.arrayBuffer());
        let text = '';
        for (const byte of bytes) text += String.fromCharCode(byte);
        return btoa(text);
      }, diagram);
      pictures.set(hash, await encodeThumbnail(Buffer.from(base64, 'base64')));
      console.log(`  drew ${hash} (${diagram.parts.length} parts)`);
    }
    return pictures;
  } finally {
    await browser.close();
    await vite.close();
  }
};

const main = async () => {
  const circuits = await seededCircuits();
  console.log(`${circuits.size} distinct seeded circuits`);
  const pictures = await draw(circuits);
  await mkdir(SEED_CIRCUITS_DIR, { recursive: true });
  for (const name of await readdir(SEED_CIRCUITS_DIR)) {
    if (!pictures.has(name.replace(/\.webp$/, ''))) await rm(path.join(SEED_CIRCUITS_DIR, name));
  }
  for (const [hash, picture] of pictures)
    await writeFile(path.join(SEED_CIRCUITS_DIR, `${hash}.webp`), picture);
  console.log(`wrote ${pictures.size} pictures to ${path.relative(REPO_ROOT, SEED_CIRCUITS_DIR)}`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
