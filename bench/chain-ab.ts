/**
 * Scratch probe (chain slice): Lighthouse on home with the details, and class board open times,
 * per build, interleaved.
 *   WEB_DIRS=/tmp/web-a,/tmp/web-b ROUNDS=2 LH=2 OPENS=5 node --import tsx bench/chain-probe.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, launchBrowser } from '../e2e/support/browser.ts';
import { DEMO_ACCOUNTS } from '../src/server/db/demo-accounts.ts';
import { BIG_DIAGRAM_SIZE, buildBigDiagram, buildClassDiagram, CLASS_DIAGRAM_SIZE } from './big-diagram.ts';
import { createBoardProject, openTimes, pictureFromWorkspace } from './canvas-figures.ts';
import { forEachBuild } from './harness.ts';
import { median } from './stats.ts';
import { signedInContext } from './workspace-page.ts';

const dirs = (process.env.WEB_DIRS ?? '').split(',').filter(Boolean);
const rounds = Number(process.env.ROUNDS ?? 1);
const lhRuns = Number(process.env.LH ?? 2);
const opens = Number(process.env.OPENS ?? 5);
const stress = process.env.STRESS === '1';
const out = process.env.OUT ?? '/tmp/chain-lh';
mkdirSync(out, { recursive: true });

const sessionCookie = async (url: string) => {
  const { email, password } = DEMO_ACCOUNTS.student;
  const response = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

// biome-ignore lint/suspicious/noExplicitAny: scratch
const num = (lhr: any, id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);

const main = async () => {
  const browser = await launchBrowser();
  try {
    await forEachBuild(dirs, rounds, async ({ name, round: r, server }) => {
      const setup = await signedInContext(browser, server.url);
      const classId = await createBoardProject(setup, 'Banco de pruebas: clase', buildClassDiagram());
      const stressId = await createBoardProject(setup, 'Banco de pruebas: 300 piezas', buildBigDiagram());
      for (const id of [classId, stressId]) await pictureFromWorkspace(setup, id);
      await setup.close();
      const context = await signedInContext(browser, server.url);
      if (opens > 0) {
        const times = await openTimes(context, classId, CLASS_DIAGRAM_SIZE, opens);
        const t = times.samples.map(Math.round);
        console.log(`${name} r${r} class opens: ${t.join(' ')} median ${median(t)}`);
        if (stress) {
          const s = (await openTimes(context, stressId, BIG_DIAGRAM_SIZE, 3)).samples.map(Math.round);
          console.log(`${name} r${r} stress opens: ${s.join(' ')} median ${median(s)}`);
        }
      }
      await context.close();
      const cookie = await sessionCookie(server.url);
      for (let i = 0; i < lhRuns; i += 1) {
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
        });
        try {
          const run = await lighthouse(`${server.url}/es/home`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            extraHeaders: { Cookie: cookie },
          });
          const lhr = run?.lhr;
          if (!lhr) throw new Error('no lhr');
          if (lhr.runtimeError) {
            console.log(`${name} r${r} LH${i}: ${lhr.runtimeError.code}, again`);
            i -= 1;
            continue;
          }
          writeFileSync(`${out}/${name}-r${r}-${i}.json`, JSON.stringify(lhr));
          const c = lhr.categories;
          console.log(
            `${name} r${r} LH${i}: perf ${Math.round((c.performance?.score ?? 0) * 100)} a11y ${Math.round((c.accessibility?.score ?? 0) * 100)} bp ${Math.round((c['best-practices']?.score ?? 0) * 100)} | FCP ${num(lhr, 'first-contentful-paint')} LCP ${num(lhr, 'largest-contentful-paint')} TBT ${num(lhr, 'total-blocking-time')} SI ${num(lhr, 'speed-index')} CLS ${lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3)} final ${lhr.finalDisplayedUrl}`,
          );
        } finally {
          chrome.kill();
        }
      }
    });
  } finally {
    await browser.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
