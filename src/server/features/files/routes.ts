import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { isValidKey, type Storage } from '../../storage/storage.ts';

export interface FileRouteDeps {
  storage: Storage;
}

const FILES_PREFIX = '/api/files/';

/** Where the browser loads a stored file from. */
export const fileUrl = (key: string): string => `${FILES_PREFIX}${key}`;

/**
 * Stored files for the browser. Keys are never reused, so a file is cached for a year;
 * `nosniff` and a sandboxing CSP keep a stored file from ever running as a page.
 */
export const registerFileRoutes = (app: FastifyInstance, deps: FileRouteDeps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${FILES_PREFIX}*`,
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded file (project, course or catalogue image)',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = isValidKey(key) ? await deps.storage.get(key) : null;
      if (!file) throw new HttpError(404, 'NOT_FOUND', 'File not found');
      return reply
        .headers({
          'content-type': file.contentType,
          'content-length': file.size,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-origin',
          'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        })
        .send(file.body);
    },
  );
};
