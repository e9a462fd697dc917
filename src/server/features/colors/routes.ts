import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  colorIdParams,
  colorInputSchema,
  colorListSchema,
  colorSchema,
  colorUpdateSchema,
} from '../../../domain/colors.ts';
import { registerSignedIn, type SignedInScope } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http-error.ts';
import { allowOnly } from '../me/roles.ts';
import { createColor, deleteColor, listColors, updateColor } from './data.ts';

export interface ColorRouteDeps {
  db: Db;
  sessions: Sessions;
}

const tags = ['colors'];
const notFound = () => new HttpError(404, 'COLOR_NOT_FOUND');

/** Wire colours (spec §7 colors): everyone signed in reads the palette, super admins manage it. */
export const registerColorRoutes = (app: FastifyInstance, deps: ColorRouteDeps) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => routes(scope, deps, userOf));

const routes = (scope: FastifyInstance, deps: ColorRouteDeps, userOf: SignedInScope['userOf']) => {
  const { db } = deps;
  const api = scope.withTypeProvider<ZodTypeProvider>();

  const requireManager = allowOnly(db, userOf, 'color:manage');

  api.get('/api/colors', { schema: { tags, response: { 200: colorListSchema } } }, async () =>
    listColors(db),
  );

  api.post(
    '/api/colors',
    {
      preValidation: requireManager,
      schema: { tags, body: colorInputSchema, response: { 201: colorSchema } },
    },
    async (request, reply) => reply.status(201).send(await createColor(db, request.body)),
  );

  api.patch(
    '/api/colors/:id',
    {
      preValidation: requireManager,
      schema: { tags, params: colorIdParams, body: colorUpdateSchema, response: { 200: colorSchema } },
    },
    async (request) => {
      const color = await updateColor(db, request.params.id, request.body);
      if (!color) throw notFound();
      return color;
    },
  );

  api.delete(
    '/api/colors/:id',
    { preValidation: requireManager, schema: { tags, params: colorIdParams } },
    async (request, reply) => {
      if (!(await deleteColor(db, request.params.id))) throw notFound();
      return reply.status(204).send();
    },
  );
};
