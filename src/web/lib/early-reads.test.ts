import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import {
  answersFrom,
  arrivedData,
  earlyRead,
  forgetEarlyReads,
  readJson,
  startEarlyReads,
} from './early-reads.ts';

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
  it('starts each read at once, sent as every API read is', () => {
    const fetch = countingFetch();
    startEarlyReads(['/api/me', '/api/projects?limit=5']);
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

  it('hands the early answer to the first read of the same path, and asks the server again after that', async () => {
    const fetch = countingFetch();
    startEarlyReads(['/api/me']);
    await expect(readJson('/api/me')).resolves.toEqual({ call: 1, path: '/api/me' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(readJson('/api/me')).resolves.toEqual({ call: 2, path: '/api/me' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never answers another path, nor a read after the page was left', async () => {
    countingFetch();
    startEarlyReads(['/api/projects?limit=5']);
    await expect(readJson('/api/projects?limit=20')).resolves.toEqual({
      call: 2,
      path: '/api/projects?limit=20',
    });
    forgetEarlyReads();
    await expect(readJson('/api/projects?limit=5')).resolves.toMatchObject({ call: 3 });
  });

  it('gives an early failure to the query that takes it, as its own request would have', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, 401)),
    );
    startEarlyReads(['/api/me']);
    const error = await readJson('/api/me').catch((e: unknown) => e);
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
    startEarlyReads(['/api/me']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(readJson('/api/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('gives an answer that has arrived as first data, once, and nothing for one still on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn((path: string) =>
      path === '/api/me'
        ? Promise.resolve(json({ path }))
        : new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetch);
    startEarlyReads(['/api/me', '/api/projects?limit=5']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrivedData('/api/me')).toEqual({ path: '/api/me' });
    expect(arrivedData('/api/me')).toBeUndefined();
    expect(arrivedData('/api/projects?limit=5')).toBeUndefined();
    // Still on its way: the query's own read takes it, no second request.
    const read = earlyRead('/api/projects?limit=5');
    expect(read.initialData()).toBeUndefined();
    const data = read.queryFn();
    answer(json({ late: true }));
    await expect(data).resolves.toEqual({ late: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives no first data for a failed early read: its query takes the failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, 401)),
    );
    startEarlyReads(['/api/me']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(arrivedData('/api/me')).toBeUndefined();
    await expect(readJson('/api/me')).rejects.toMatchObject({ status: 401 });
  });

  it('gives no first data after the page was left', async () => {
    countingFetch();
    startEarlyReads(['/api/me']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    forgetEarlyReads();
    expect(earlyRead('/api/me').initialData()).toBeUndefined();
  });

  it("takes an answer the page's HTML holds as arrived, once, without asking the server", async () => {
    const fetch = countingFetch();
    const guides = { items: [{ name: 'Semáforo' }], nextCursor: null };
    startEarlyReads(['/api/me', '/api/guides?limit=4'], { '/api/guides?limit=4': guides, '/api/x': 1 });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/me']);
    expect(earlyRead('/api/guides?limit=4').initialData()).toEqual(guides);
    await expect(readJson('/api/guides?limit=4')).resolves.toMatchObject({ call: 2 });
    // An answer for a path the page does not read first is not kept.
    await expect(readJson('/api/x')).resolves.toMatchObject({ call: 3, path: '/api/x' });
  });

  it("reads the HTML's answers as an object of paths, and anything else as none", () => {
    expect(answersFrom('{"/api/guides?limit=4":{"items":[]}}')).toEqual({
      '/api/guides?limit=4': { items: [] },
    });
    for (const text of [undefined, null, '', 'not json', '[1]', 'null', '"x"'])
      expect(answersFrom(text), String(text)).toEqual({});
  });
});
