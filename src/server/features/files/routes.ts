import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error.ts';
import { isValidKey, type Storage } from '../../storage/storage.ts';

/**
 * Who may read the files of one folder. Throws 401 when signed out; resolves false when the
 * caller may not see the file (answered as a missing file, so its existence stays hidden).
 */
export type FileReadPolicy = (request: FastifyRequest, key: string) => Promise<boolean>;

export interface FileRouteDeps {
  storage: Storage;
  /** Folders whose files only some users may read, by their first key segment (`project`). */
  privateFolders?: Record<string, FileReadPolicy>;
}

const FILES_PREFIX = '/api/files/';

/** Where the browser loads a stored file from. */
export const fileUrl = (key: string): string => `${FILES_PREFIX}${key}`;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'File not found');

/** Keys are never reused, so the key names the content for good. */
const etagOf = (key: string) => `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;

/**
 * Stored files for the browser. Public files (catalogue, guide and course images) are cached
 * for a year; a private one (a project's image) is checked on every request and only
 * revalidated from caches, so losing access to the project means losing the image.
 * `nosniff` and a sandboxing CSP keep a stored file from ever running as a page.
 */
export const registerFileRoutes = (app: FastifyInstance, deps: FileRouteDeps) => {
  // A Map, not an object lookup: a key starting `__proto__/` or `constructor/` must find nothing.
  const privateFolders = new Map(Object.entries(deps.privateFolders ?? {}));
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
      if (!isValidKey(key)) throw notFound();
      const policy = privateFolders.get(key.split('/')[0] ?? '');
      if (policy && !(await policy(request, key))) throw notFound();

      const etag = etagOf(key);
      if (policy && request.headers['if-none-match'] === etag) {
        return reply.status(304).headers({ etag, 'cache-control': 'private, no-cache' }).send();
      }
      const file = await deps.storage.get(key);
      if (!file) throw notFound();
      return reply
        .headers({
          'content-type': file.contentType,
          'content-length': file.size,
          'cache-control': policy ? 'private, no-cache' : 'public, max-age=31536000, immutable',
          etag,
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-origin',
          'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        })
        .send(file.body);
    },
  );
};
