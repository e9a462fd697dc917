import { afterEach, describe, expect, it, vi } from 'vitest';
import { meSchema } from '../../domain/me.ts';
import { ApiError, BAD_RESPONSE, NETWORK_ERROR, request, requestJson } from './api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const me = {
  user: { id: 'u1', email: 'a@b.co', name: 'Ana', displayName: null, image: null },
  roles: { student: true, tutor: false, adminOf: [], superAdmin: false },
};

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (response: Response | Error) => {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('request', () => {
  it('sends JSON with same-origin credentials and parses the answer with the schema', async () => {
    const fetch = stubFetch(json(200, me));
    await expect(request('POST', '/api/session', { body: { a: 1 }, schema: meSchema })).resolves.toEqual(me);
    expect(fetch).toHaveBeenCalledWith(
      '/api/session',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' }),
    );
  });

  it('resolves a 204 without a body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(request('DELETE', '/api/session')).resolves.toBeUndefined();
  });

  it('throws the server error code, message and fields', async () => {
    stubFetch(
      json(400, { error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { email: ['email'] } } }),
    );
    const error = await request('POST', '/api/users', { schema: meSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: { email: ['email'] } });
  });

  it('throws BAD_RESPONSE for a body that is not ours (HTML fallback, wrong shape)', async () => {
    stubFetch(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(request('GET', '/api/me', { schema: meSchema })).rejects.toMatchObject({
      code: BAD_RESPONSE,
    });
    stubFetch(new Response('oops', { status: 502 }));
    await expect(request('GET', '/api/me', { schema: meSchema })).rejects.toMatchObject({
      status: 502,
      code: BAD_RESPONSE,
    });
  });

  it('throws NETWORK_ERROR with status 0 when fetch fails', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await expect(request('GET', '/api/me', { schema: meSchema })).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR,
    });
  });
});

describe('requestJson', () => {
  it("returns the server's JSON as it came, and the same errors as request", async () => {
    stubFetch(json(200, { ...me, extra: 1 }));
    await expect(requestJson('GET', '/api/me')).resolves.toEqual({ ...me, extra: 1 });
    stubFetch(json(404, { error: { code: 'PROJECT_NOT_FOUND', message: 'Not found' } }));
    await expect(requestJson('GET', '/api/projects/x')).rejects.toMatchObject({
      status: 404,
      code: 'PROJECT_NOT_FOUND',
    });
    stubFetch(new TypeError('Failed to fetch'));
    await expect(requestJson('GET', '/api/me')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it('throws BAD_RESPONSE for an answer that is not JSON (the HTML fallback, an empty body)', async () => {
    stubFetch(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(requestJson('GET', '/api/me')).rejects.toMatchObject({ status: 200, code: BAD_RESPONSE });
    stubFetch(new Response(null, { status: 204 }));
    await expect(requestJson('GET', '/api/me')).rejects.toMatchObject({ code: BAD_RESPONSE });
  });
});
