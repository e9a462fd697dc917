import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageWidth } from '../../../domain/images.ts';
import { HttpError } from '../../http-error.ts';
import { getImageVariant, isVariantKey } from '../../storage/image-variants.ts';
import { isValidKey, type Storage, type StoredFile } from '../../storage/storage.ts';

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
const IMAGES_PREFIX = '/api/images/';

/** Where the browser loads a stored file from. */
export const fileUrl = (key: string): string => `${FILES_PREFIX}${key}`;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'File not found');

/** Keys are never reused, so the key names the content for good. */
const etagOf = (key: string) => `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-cache';

const fileHeaders = (file: StoredFile, etag: string, isPrivate: boolean) => ({
  'content-type': file.contentType,
  'content-length': file.size,
  'cache-control': isPrivate ? PRIVATE_CACHE : PUBLIC_CACHE,
  etag,
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
});

/**
 * Stored files for the browser, and resized WebP copies of stored images for cards. Public files (catalogue, guide and course images) are cached
 * for a year; a private one (a project's image) is checked on every request and only
 * revalidated from caches, so losing access to the project means losing the image.
 * `nosniff` and a sandboxing CSP keep a stored file from ever running as a page.
 */
export const registerFileRoutes = (app: FastifyInstance, deps: FileRouteDeps) => {
  // A Map, not an object lookup: a key starting `__proto__/` or `constructor/` must find nothing.
  const privateFolders = new Map(Object.entries(deps.privateFolders ?? {}));

  /** The read policy of `key`'s folder, after checking the key; throws 404 when it may not be read. */
  const checkAccess = async (request: FastifyRequest, key: string) => {
    if (!isValidKey(key) || isVariantKey(key)) throw notFound();
    const policy = privateFolders.get(key.split('/')[0] ?? '');
    if (policy && !(await policy(request, key))) throw notFound();
    return { isPrivate: Boolean(policy) };
  };

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
      const { isPrivate } = await checkAccess(request, key);
      const etag = etagOf(key);
      if (isPrivate && request.headers['if-none-match'] === etag) {
        return reply.status(304).headers({ etag, 'cache-control': PRIVATE_CACHE }).send();
      }
      const file = await deps.storage.get(key);
      if (!file) throw notFound();
      return reply.headers(fileHeaders(file, etag, isPrivate)).send(file.body);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    `${IMAGES_PREFIX}:width/*`,
    {
      schema: {
        tags: ['files'],
        summary: 'A stored image resized to one of the card widths, as WebP',
        description:
          'The same image as /api/files/{key}, `width` px wide (never enlarged), made on first request ' +
          "and kept. Read with the original's rules; a public one is cached for good (keys are never reused).",
        params: z.object({
          width: z.enum(IMAGE_WIDTHS.map(String) as [string, ...string[]]),
          '*': z.string(),
        }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const width = Number(request.params.width) as ImageWidth;
      const { isPrivate } = await checkAccess(request, key);
      const etag = etagOf(`${width}/${key}`);
      if (isPrivate && request.headers['if-none-match'] === etag) {
        return reply.status(304).headers({ etag, 'cache-control': PRIVATE_CACHE }).send();
      }
      const file = await getImageVariant(deps.storage, key, width);
      if (!file) throw notFound();
      return reply.headers(fileHeaders(file, etag, isPrivate)).send(file.body);
    },
  );
};
