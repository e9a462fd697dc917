import {
  type CatalogueItem,
  type CreateCatalogueItem,
  catalogueItemSchema,
  type UpdateCatalogueItem,
} from '../../../domain/catalogue.ts';
import { ApiError, BAD_RESPONSE, NETWORK_ERROR, request } from '../../lib/api.ts';

/** The catalogue management calls (super admins only; the server answers 403 to anyone else). */

const itemPath = (id: string) => `/api/catalogue/${encodeURIComponent(id)}`;

export const createCatalogueItem = (body: CreateCatalogueItem) =>
  request('POST', '/api/catalogue', { body, schema: catalogueItemSchema });

export const updateCatalogueItem = (id: string, body: UpdateCatalogueItem) =>
  request('PATCH', itemPath(id), { body, schema: catalogueItemSchema });

export const deleteCatalogueItem = (id: string) => request('DELETE', itemPath(id));

/** `PUT /api/catalogue/:id/image` with the multipart field `file` (JSON `request` cannot send files). */
export const uploadCatalogueImage = async (id: string, file: File): Promise<CatalogueItem> => {
  const form = new FormData();
  form.set('file', file);
  let response: Response;
  try {
    response = await fetch(`${itemPath(id)}/image`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch (cause) {
    throw new ApiError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network error');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = (json as { error?: { code?: unknown } } | null)?.error?.code;
    throw new ApiError(response.status, typeof code === 'string' ? code : BAD_RESPONSE, response.statusText);
  }
  const parsed = catalogueItemSchema.safeParse(json);
  if (!parsed.success)
    throw new ApiError(response.status, BAD_RESPONSE, 'Unexpected response from the server');
  return parsed.data;
};
