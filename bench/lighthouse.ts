/**
 * Lighthouse (npm `lighthouse`) on Debian's Chromium, with its default mobile emulation and
 * throttling (a mid-range phone on slow 4G, CPU slowed 4×): performance, accessibility and best
 * practices of a page, each 0–100. One Chromium for all pages, a clean profile.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';

export interface LighthousePage {
  label: string;
  url: string;
  /** Sent with every request of the page, e.g. `{ Cookie: … }` for a signed-in page. */
  headers?: Record<string, string>;
}

export interface LighthouseScores {
  label: string;
  url: string;
  /** Where the page ended: a signed-in page that landed on the login page was not measured signed in. */
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Performance of every run, in order; the scores above are the run with the median performance. */
  performanceRuns: number[];
}

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

const score = (value: number | null | undefined) => (value == null ? Number.NaN : Math.round(value * 100));

/** Runs that failed to record the page (`NO_NAVSTART` and the like, "please run Lighthouse again"). */
const ATTEMPTS = 3;

const runOnce = async (port: number, page: LighthousePage, attempt = 1): Promise<LighthouseScores> => {
  const run = await lighthouse(page.url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    extraHeaders: page.headers,
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  const keepIn = process.env.LIGHTHOUSE_JSON;
  if (keepIn) {
    // The whole report, to see why a score is what it is (`LIGHTHOUSE_JSON=/tmp/lh npm run bench:speed`).
    mkdirSync(keepIn, { recursive: true });
    const name = `${page.label.replace(/[^a-z0-9]+/gi, '-')}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(path.join(keepIn, name), JSON.stringify(run.lhr));
  }
  const { categories, finalDisplayedUrl, runtimeError } = run.lhr;
  if (runtimeError) {
    if (attempt < ATTEMPTS) return runOnce(port, page, attempt + 1);
    throw new Error(`Lighthouse on ${page.url}: ${runtimeError.code} ${runtimeError.message}`);
  }
  const performance = score(categories.performance?.score);
  return {
    label: page.label,
    url: page.url,
    finalUrl: finalDisplayedUrl,
    performance,
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    performanceRuns: [performance],
  };
};

/**
 * Lighthouse's performance score moves by several points between runs of the same page (its
 * simulation starts from the timings it observed), so each page runs `runs` times (Lighthouse's own
 * advice) and the run with the median performance is the page's result.
 */
export const runLighthouse = async (
  pages: readonly LighthousePage[],
  onPage?: (page: LighthousePage, run: number) => void,
  runs = 3,
): Promise<LighthouseScores[]> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const page of pages) {
      const scores: LighthouseScores[] = [];
      for (let i = 0; i < runs; i += 1) {
        onPage?.(page, i);
        scores.push(await runOnce(chrome.port, page));
      }
      const byPerformance = [...scores].sort((a, b) => a.performance - b.performance);
      const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
      if (!median) throw new Error(`no Lighthouse run for ${page.url}`);
      results.push({ ...median, performanceRuns: scores.map((s) => s.performance) });
    }
    return results;
  } finally {
    chrome.kill();
  }
};
