import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface Chunk {
  name: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Records every script the page downloads (entry, preloads, lazy chunks), from now until the
 * returned function is called. Sizes are the decoded bodies and those bodies gzipped at level 9
 * here, so the figure does not depend on how the server compresses.
 */
export const recordScripts = (page: Page): (() => Promise<Chunk[]>) => {
  const pending = new Map<string, Promise<Chunk | null>>();
  const measure = async (response: Response): Promise<Chunk | null> => {
    const body = await response.body().catch(() => null);
    if (!body) return null;
    const name = new URL(response.url()).pathname.split('/').pop() ?? response.url();
    return { name, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
  };
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
    if (!isScript || response.status() !== 200 || pending.has(url.href)) return;
    pending.set(url.href, measure(response));
  });
  return async () => {
    const chunks = (await Promise.all(pending.values())).filter((c): c is Chunk => c !== null);
    return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  };
};

export const totalGzip = (chunks: readonly Chunk[]): number =>
  chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
export const totalRaw = (chunks: readonly Chunk[]): number => chunks.reduce((sum, c) => sum + c.rawBytes, 0);
