import { z } from 'zod';
import {
  type CreateGuide,
  type CreateGuideCategory,
  guideAdminPageSchema,
  guideStatsSchema,
  type UpdateGuide,
  type UpdateGuideCategory,
  uploadedImageSchema,
} from '../../../domain/guide-admin.ts';
import { type Guide, guideCategorySchema, guideSchema } from '../../../domain/guides.ts';
import { request, uploadFile } from '../../lib/api.ts';

/** The guide management calls (super admins only; the server answers 403 to anyone else). */

const guidePath = (id: string) => `/api/guides/${encodeURIComponent(id)}`;
const categoryPath = (value: string) => `/api/guide-categories/${encodeURIComponent(value)}`;

/** `query` is the URL's filters plus cursor and limit, already as a query string (see guide-admin-params). */
export const listAdminGuides = (query: URLSearchParams) =>
  request('GET', `/api/guide-admin/guides?${query}`, { schema: guideAdminPageSchema });

export const fetchGuideStats = () => request('GET', '/api/guide-admin/stats', { schema: guideStatsSchema });

export const fetchGuide = (id: string) => request('GET', guidePath(id), { schema: guideSchema });

export const createGuide = (body: CreateGuide) =>
  request('POST', '/api/guides', { body, schema: guideSchema });

export const updateGuide = (id: string, body: UpdateGuide) =>
  request('PATCH', guidePath(id), { body, schema: guideSchema });

export const setGuidePublication = (id: string, isPublished: boolean) =>
  request('PUT', `${guidePath(id)}/publication`, { body: { isPublished }, schema: guideSchema });

export const duplicateGuide = (id: string) =>
  request('POST', `${guidePath(id)}/duplicate`, { schema: guideSchema });

export const deleteGuide = (id: string) => request('DELETE', guidePath(id));

export const listCategories = () =>
  request('GET', '/api/guide-categories', { schema: z.array(guideCategorySchema) });

export const createCategory = (body: CreateGuideCategory) =>
  request('POST', '/api/guide-categories', { body, schema: guideCategorySchema });

export const updateCategory = (value: string, body: UpdateGuideCategory) =>
  request('PATCH', categoryPath(value), { body, schema: guideCategorySchema });

export const deleteCategory = (value: string) => request('DELETE', categoryPath(value));

export const uploadGuideImage = (id: string, file: File): Promise<Guide> =>
  uploadFile('PUT', `${guidePath(id)}/image`, file, guideSchema);

/** Stores a step's image and answers its URL, to put in the step's `image` on the next save. */
export const uploadStepImage = async (id: string, file: File): Promise<string> =>
  (await uploadFile('POST', `${guidePath(id)}/step-images`, file, uploadedImageSchema)).url;
