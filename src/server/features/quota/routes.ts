import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storageUseSchema } from '../../../domain/storage-use.ts';
import { registerSignedIn } from '../../auth/guard.ts';
import type { Sessions } from '../../auth/session.ts';
import { usedBytesOf } from './ledger.ts';
import type { UploadQuota } from './uploads.ts';

/** `GET /api/me/storage`: what the signed-in person's pictures take of their quota. */
export const registerStorageUseRoutes = (
  app: FastifyInstance,
  deps: { sessions: Sessions; uploads: UploadQuota },
) =>
  registerSignedIn(app, deps.sessions, (scope, { userOf }) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/me/storage',
        { schema: { tags: ['account'], response: { 200: storageUseSchema } } },
        async (request) => ({
          usedBytes: await usedBytesOf(deps.uploads.db, userOf(request).id),
          quotaBytes: deps.uploads.quotaBytes,
        }),
      );
  });
