import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { call } from '../../../../test/http.ts';
import { imageVariantUrl } from '../../../domain/images.ts';
import { practicalGuides, projects } from '../../db/schema/index.ts';
import type { PicturedTable } from '../../features/thumbnails/data.ts';
import { makeMultipart, makePng } from '../../storage/test-files.ts';
import type { MatrixRow, Statuses } from '../matrix.ts';
import { signedIn, superAdminOnly } from '../statuses.ts';
import type { World } from '../world.ts';

/**
 * Circuit pictures (issue 14): sent by whoever may edit the circuit (a project's owner and
 * writers, a guide's managers), with the hash of the circuit they show; read as a project's
 * image is (its readers only) or a guide's (everyone).
 */

const byProjectLevel = (levels: { owner: number; write: number; read: number; none: number }): Statuses => ({
  ...signedIn(levels.none),
  owner: levels.owner,
  sharedWrite: levels.write,
  sharedRead: levels.read,
});

const circuitHashOf = async (world: World, table: PicturedTable, id: string): Promise<string> => {
  const [row] = await world.t.database.db
    .select({ hash: table.circuitHash })
    .from(table as typeof projects)
    .where(eq(table.id, id));
  if (!row) throw new Error(`no row ${id}`);
  return row.hash;
};

const pictureForm = async (hash: string) =>
  makeMultipart([
    ['circuitHash', hash],
    ['file', { data: await makePng(48, 32), filename: 'circuit.png', type: 'image/png' }],
  ]);

const put = async (url: string, hash: string): Promise<InjectOptions> => ({
  method: 'PUT',
  url,
  ...(await pictureForm(hash)),
});

/** A new world project whose owner sent a picture of its circuit: its smallest copy's URL. */
export const picturedProjectVariant = async (world: World): Promise<string> => {
  const { id } = await world.project();
  const sent = await call(
    world.t,
    world.actors.owner,
    await put(`/api/projects/${id}/thumbnail`, await circuitHashOf(world, projects, id)),
  );
  if (sent.statusCode !== 200) throw new Error(`thumbnail: ${sent.statusCode} ${sent.body}`);
  return imageVariantUrl(sent.json<{ thumbnailUrl: string }>().thumbnailUrl, 320) ?? '';
};

export const THUMBNAIL_ROWS: MatrixRow[] = [
  {
    route: 'PUT /api/projects/:id/thumbnail',
    cases: [
      {
        request: async ({ world }) => {
          const { id } = await world.project();
          return put(`/api/projects/${id}/thumbnail`, await circuitHashOf(world, projects, id));
        },
        expect: byProjectLevel({ owner: 200, write: 200, read: 403, none: 403 }),
      },
    ],
  },
  {
    route: 'PUT /api/guides/:id/thumbnail',
    cases: [
      {
        name: 'a published guide (a picture is not an edit)',
        request: async ({ world }) => {
          const { id } = await world.guide({ published: true });
          return put(`/api/guides/${id}/thumbnail`, await circuitHashOf(world, practicalGuides, id));
        },
        expect: superAdminOnly(200),
      },
    ],
  },
];
