import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText } from '../domain/text.ts';
import { HttpError } from './http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Where a browser says the request comes from: `Origin`, else the origin of `Referer`, else null. */
const sourceOrigin = (request: FastifyRequest): string | null => {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin;
  if (referer === undefined) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
};

/**
 * The first place in `value` (a parsed body, query or params) holding text PostgreSQL cannot
 * store: a NUL character, or half of a surrogate pair. Walks iteratively, so nesting depth
 * cannot overflow the stack.
 */
export const findUnstorableText = (value: unknown, root = ''): string | null => {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path || '_';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
};

/**
 * Rules every API request passes before its route runs:
 * - a state-changing request a browser sent from another origin is refused (403), whatever
 *   cookies it carries: SameSite=Lax alone lets another port of the same host through.
 *   Clients that send neither Origin nor Referer (scripts, server-to-server) are not browsers
 *   acting for a signed-in person and pass;
 * - API answers are never stored by caches (routes serving public files override this);
 * - text the database cannot hold is a 400 here, not a 500 from the driver.
 */
export const registerRequestGuards = (app: FastifyInstance, opts: { baseUrl: string }) => {
  const allowedOrigin = new URL(opts.baseUrl).origin;

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    reply.header('cache-control', 'no-store');
    if (SAFE_METHODS.has(request.method)) return;
    const source = sourceOrigin(request);
    if (source !== null && source !== allowedOrigin) {
      request.log.warn({ origin: source, url: request.url }, 'cross-site request refused');
      throw new HttpError(403, 'CROSS_SITE_REQUEST');
    }
  });

  app.addHook('preValidation', async (request) => {
    const where =
      findUnstorableText(request.params) ??
      findUnstorableText(request.query) ??
      findUnstorableText(request.body);
    if (where !== null) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'Text cannot contain NUL characters or broken unicode', {
        [where]: ['invalid characters'],
      });
    }
  });
};
