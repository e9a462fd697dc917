import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';

/**
 * Spec §5: a guide without a name, a category without value and text, get their own message
 * ('Datos de la guía inválidos', 'Datos de la categoría inválidos') before the generic validation.
 */
export const requireFields =
  (fields: string[], code: 'GUIDE_DATA_INVALID' | 'CATEGORY_DATA_INVALID') =>
  async (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | null;
    const blank = (key: string) => typeof body?.[key] !== 'string' || String(body[key]).trim() === '';
    if (typeof body !== 'object' || body === null || fields.some(blank)) {
      const missing = Object.fromEntries(fields.filter(blank).map((field) => [field, ['required']]));
      throw new HttpError(400, code, undefined, missing);
    }
  };
