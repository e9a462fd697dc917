import type { z } from 'zod';
import type { ApiErrorBody } from '../../domain/errors.ts';

/** A failed API call: HTTP status (0 when the network failed) and the server's error code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
export const BAD_RESPONSE = 'BAD_RESPONSE';

const isErrorBody = (body: unknown): body is ApiErrorBody => {
  const error = (body as Partial<ApiErrorBody> | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
};

const readJson = async (response: Response): Promise<unknown> => {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  return response.json().catch(() => undefined);
};

const send = async (method: string, path: string, body?: unknown): Promise<Response> => {
  try {
    return await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network error');
  }
};

/** The JSON of a 2xx answer (undefined when it has none); an ApiError for any other status. */
const answerOf = async (response: Response): Promise<unknown> => {
  const json = await readJson(response);
  if (response.ok) return json;
  if (isErrorBody(json)) {
    const { code, message, fields } = json.error;
    throw new ApiError(response.status, code, message, fields);
  }
  throw new ApiError(response.status, BAD_RESPONSE, response.statusText);
};

const badResponse = (response: Response) =>
  new ApiError(response.status, BAD_RESPONSE, 'Unexpected response from the server');

/**
 * Calls the API; rejects with ApiError on a non-2xx answer or a body that does not match `schema`.
 * For answers the browser must check or normalize itself; most calls use `requestJson`.
 */
export async function request<S extends z.ZodType>(
  method: string,
  path: string,
  options: { body?: unknown; schema: S },
): Promise<z.infer<S>>;
export async function request(method: string, path: string, options?: { body?: unknown }): Promise<void>;
export async function request(
  method: string,
  path: string,
  options: { body?: unknown; schema?: z.ZodType } = {},
): Promise<unknown> {
  const response = await send(method, path, options.body);
  const json = await answerOf(response);
  if (!options.schema) return undefined;
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw badResponse(response);
  return parsed.data;
}

/**
 * Calls the API and returns its JSON answer as `T`, not checked again here: the server serializes
 * every response through its route's zod schema (a mismatch is its 500), and parsing it a second
 * time in the browser cost every page zod (docs/decisions.md). Rejects with ApiError on a non-2xx
 * answer or one that is not JSON (an HTML fallback, an empty body).
 */
export const requestJson = async <T>(
  method: string,
  path: string,
  options: { body?: unknown } = {},
): Promise<T> => {
  const response = await send(method, path, options.body);
  const json = await answerOf(response);
  if (json === undefined || json === null) throw badResponse(response);
  return json as T;
};

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * A multipart request (JSON `request` cannot send files), answered and checked like `request`: an
 * ApiError on a non-2xx answer or a body that does not match `schema`.
 */
export const sendForm = async <S extends z.ZodType>(
  method: 'PUT' | 'POST',
  path: string,
  form: FormData,
  schema: S,
): Promise<z.infer<S>> => {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch (cause) {
    throw new ApiError(0, NETWORK_ERROR, cause instanceof Error ? cause.message : 'Network error');
  }
  const parsed = schema.safeParse(await answerOf(response));
  if (!parsed.success) throw badResponse(response);
  return parsed.data;
};

/** A multipart upload of `file` in the field `file`. */
export const uploadFile = <S extends z.ZodType>(
  method: 'PUT' | 'POST',
  path: string,
  file: File,
  schema: S,
): Promise<z.infer<S>> => {
  const form = new FormData();
  form.set('file', file);
  return sendForm(method, path, form, schema);
};
