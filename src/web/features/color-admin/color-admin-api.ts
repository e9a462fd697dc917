import { type ColorInput, type ColorUpdate, colorSchema } from '../../../domain/colors.ts';
import { request } from '../../lib/api.ts';

/** Colours management calls (super admins only; the server answers 403 to anyone else). */

const colorPath = (id: string) => `/api/colors/${encodeURIComponent(id)}`;

export const createColor = (body: ColorInput) =>
  request('POST', '/api/colors', { body, schema: colorSchema });

export const updateColor = (id: string, body: ColorUpdate) =>
  request('PATCH', colorPath(id), { body, schema: colorSchema });

export const deleteColor = (id: string) => request('DELETE', colorPath(id));
