import {
  type CatalogueItem,
  type CreateCatalogueItem,
  catalogueItemSchema,
  type UpdateCatalogueItem,
} from '../../../domain/catalogue.ts';
import { request, uploadFile } from '../../lib/api.ts';

/** The catalogue management calls (super admins only; the server answers 403 to anyone else). */

const itemPath = (id: string) => `/api/catalogue/${encodeURIComponent(id)}`;

export const createCatalogueItem = (body: CreateCatalogueItem) =>
  request('POST', '/api/catalogue', { body, schema: catalogueItemSchema });

export const updateCatalogueItem = (id: string, body: UpdateCatalogueItem) =>
  request('PATCH', itemPath(id), { body, schema: catalogueItemSchema });

export const deleteCatalogueItem = (id: string) => request('DELETE', itemPath(id));

/** `PUT /api/catalogue/:id/image` with the multipart field `file`. */
export const uploadCatalogueImage = (id: string, file: File): Promise<CatalogueItem> =>
  uploadFile('PUT', `${itemPath(id)}/image`, file, catalogueItemSchema);
