/**
 * The JavaScript the signed-out pages load (landing, login, register), each in a fresh context
 * (empty cache), until the network is idle: every script response, its decoded body gzipped at
 * level 9 (bench/js-weight.ts). Prints figures and the chunk list; never judges them. With
 * SCREENSHOTS=<dir> it also saves each page at 1280 and 360 px wide, to compare looks by eye.
 * Run: node --import tsx bench/signed-out.ts
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { newContext } from '../e2e/support/browser.ts';
import { runBrowserBench } from './harness.ts';
import { recordScripts, totalGzip, totalRaw } from './js-weight.ts';
import { kb } from './stats.ts';

const PAGES = [
  { name: 'landing', path: '/es/principal-page' },
  { name: 'login', path: '/es/principal-page/login' },
  { name: 'register', path: '/es/principal-page/register' },
] as const;
const WIDTHS = [1280, 360] as const;
const screenshots = process.env.SCREENSHOTS;

runBrowserBench(async (browser, server) => {
  const rows: string[] = [];
  for (const { name, path: target } of PAGES) {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const collected = recordScripts(page);
    await page.goto(target, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const chunks = await collected();
    console.log(`\n${name} ${target}: ${kb(totalGzip(chunks))} gzip (${kb(totalRaw(chunks))} raw)`);
    for (const chunk of chunks) console.log(`  ${kb(chunk.gzipBytes).padStart(10)}  ${chunk.name}`);
    rows.push(
      `${name.padEnd(10)} ${kb(totalGzip(chunks)).padStart(10)} gzip  ${kb(totalRaw(chunks)).padStart(10)} raw`,
    );
    if (screenshots) {
      await mkdir(screenshots, { recursive: true });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
      }
    }
    await context.close();
  }
  console.log(`\nJS loaded by the signed-out pages (gzip -9 of each script)\n${rows.join('\n')}`);
});
