import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, requestJson, startFirstReads } from './api.ts';
import { forgetEarlyReads } from './early-reads.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers each call with a fresh `{ call: n, path }`. */
const countingFetch = () => {
  let calls = 0;
  const fetch = vi.fn(async (path: string) => {
    calls += 1;
    return json({ call: calls, path });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

afterEach(() => {
  forgetEarlyReads();
  vi.unstubAllGlobals();
});

describe('early reads: the first reads of a page start before its code and are handed over once', () => {
  it('starts each read at once, as requestJson would send it', () => {
    const fetch = countingFetch();
    startFirstReads(['/api/me', '/api/projects?limit=5']);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({
        method: 'GET',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      }),
    );
  });

  it('hands the early answer to the first GET of the same path, and asks the server again after that', async () => {
    const fetch = countingFetch();
    startFirstReads(['/api/me']);
    await expect(requestJson('GET', '/api/me')).resolves.toEqual({ call: 1, path: '/api/me' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(requestJson('GET', '/api/me')).resolves.toEqual({ call: 2, path: '/api/me' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never answers another path, a write, or a read after the page was left', async () => {
    countingFetch();
    startFirstReads(['/api/projects?limit=5']);
    await expect(requestJson('GET', '/api/projects?limit=20')).resolves.toEqual({
      call: 2,
      path: '/api/projects?limit=20',
    });
    await expect(requestJson('POST', '/api/projects?limit=5', { body: {} })).resolves.toMatchObject({
      call: 3,
    });
    forgetEarlyReads();
    await expect(requestJson('GET', '/api/projects?limit=5')).resolves.toMatchObject({ call: 4 });
  });

  it('gives the early failure to the query that takes it, as its own request would have', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, 401)),
    );
    startFirstReads(['/api/me']);
    const error = await requestJson('GET', '/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  it('turns an early network failure into the usual network error, without an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    startFirstReads(['/api/me']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(requestJson('GET', '/api/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
