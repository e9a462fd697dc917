import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CARD_SIZES } from '../domain/card-images.ts';
import { LIMITS } from '../domain/constants.ts';
import { homeEarlyData } from './home-pictures.ts';

/** A stand-in app whose guide list answers `status` with `items`, recording what was asked. */
const appAnswering = (items: unknown[], status = 200) => {
  const asked: { url: string; cookie?: string }[] = [];
  const app = {
    inject: async ({ url, headers }: { url: string; headers: { cookie?: string } }) => {
      asked.push({ url, cookie: headers.cookie });
      return { statusCode: status, json: () => ({ items, nextCursor: null }) };
    },
  } as unknown as FastifyInstance;
  return { app, asked };
};
const signedIn = { headers: { cookie: 'session=s1' } } as FastifyRequest;

const STORED = '/api/files/seed-circuits/abc.png';

describe("home's guide pictures and guide list in its HTML", () => {
  it("names each guide's stored picture with the srcset and sizes its card gives its <img>, and keeps the list read", async () => {
    const items = [
      { imageUrl: null, thumbnailUrl: STORED },
      { imageUrl: '/api/files/guide-images/g2.jpg', thumbnailUrl: STORED },
      { imageUrl: null, thumbnailUrl: null },
    ];
    const { app, asked } = appAnswering(items);
    const { links, answers } = await homeEarlyData(app, signedIn, '/pt/home');
    const path = `/api/guides?limit=${LIMITS.homeRecommendedGuides}&language=pt`;
    expect(asked).toEqual([{ url: path, cookie: 'session=s1' }]);
    expect(answers).toEqual({ [path]: { items, nextCursor: null } });
    expect(links).toEqual([
      `<link rel="preload" as="image" imagesrcset="/api/images/320/seed-circuits/abc.png 320w, /api/images/640/seed-circuits/abc.png 640w, /api/images/960/seed-circuits/abc.png 960w" imagesizes="${CARD_SIZES.homeGuide}">`,
      expect.stringContaining('imagesrcset="/api/images/320/guide-images/g2.jpg 320w,'),
    ]);
  });

  it('names no image from elsewhere, and writes a stored name as an attribute value', async () => {
    const { app } = appAnswering([
      { imageUrl: 'https://example.org/x.png', thumbnailUrl: null },
      { imageUrl: '/api/files/a"b<c>&d.png', thumbnailUrl: null },
    ]);
    const [link, ...rest] = (await homeEarlyData(app, signedIn, '/es/home')).links;
    expect(rest).toEqual([]);
    expect(link).toContain('/api/images/320/a&quot;b&lt;c&gt;&amp;d.png 320w');
    expect(link).not.toContain('example.org');
  });

  it('reads nothing for other pages or without a session, and names nothing when the read fails', async () => {
    const nothing = { links: [], answers: {} };
    const { app, asked } = appAnswering([{ imageUrl: STORED, thumbnailUrl: null }]);
    for (const path of ['/es/projects', '/es/home/x', '/home', '/fr/home'])
      expect(await homeEarlyData(app, signedIn, path), path).toEqual(nothing);
    expect(await homeEarlyData(app, { headers: {} } as FastifyRequest, '/es/home')).toEqual(nothing);
    expect(asked).toEqual([]);
    expect(await homeEarlyData(appAnswering([], 401).app, signedIn, '/es/home')).toEqual(nothing);
    const failing = {
      inject: async () => {
        throw new Error('down');
      },
    } as unknown as FastifyInstance;
    expect(await homeEarlyData(failing, signedIn, '/es/home/')).toEqual(nothing);
  });
});
