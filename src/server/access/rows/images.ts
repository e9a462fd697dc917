import type { InjectOptions } from 'fastify';
import { imageVariantUrl } from '../../../domain/images.ts';
import type { MatrixRow, Statuses } from '../matrix.ts';
import { every, signedIn } from '../statuses.ts';
import { picturedProjectVariant } from './thumbnails.ts';

/**
 * Card-sized WebP copies of stored images: read with the original's rules (a project's image by
 * its project's readers only, as GET /api/files/* does), a width off the list refused whoever asks.
 */

const get = (url: string | null): InjectOptions => {
  if (!url) throw new Error('the image is not a stored file');
  return { method: 'GET', url };
};

const byProjectLevel = (levels: { owner: number; write: number; read: number; none: number }): Statuses => ({
  ...signedIn(levels.none),
  owner: levels.owner,
  sharedWrite: levels.write,
  sharedRead: levels.read,
});

export const IMAGE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/images/:width/*',
    cases: [
      {
        name: "a project image's variant",
        request: async ({ world }) => get(imageVariantUrl((await world.project()).imageUrl, 320)),
        expect: byProjectLevel({ owner: 200, write: 200, read: 200, none: 404 }),
      },
      {
        name: "a project's circuit picture",
        request: async ({ world }) => get(await picturedProjectVariant(world)),
        expect: byProjectLevel({ owner: 200, write: 200, read: 200, none: 404 }),
      },
      {
        name: "a catalogue image's variant",
        request: async ({ world }) => get(imageVariantUrl((await world.catalogueItem()).imageUrl, 640)),
        expect: every(200),
      },
      {
        name: 'a width not on the list',
        request: async ({ world }) =>
          get((imageVariantUrl((await world.catalogueItem()).imageUrl, 320) ?? '').replace('/320/', '/500/')),
        expect: every(400),
      },
      { name: 'a missing image', request: () => get('/api/images/320/images/nada.png'), expect: every(404) },
    ],
  },
];
