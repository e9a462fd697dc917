import { describe, expect, it } from 'vitest';
import { ApiError, BAD_RESPONSE, NETWORK_ERROR } from '../lib/api.ts';
import {
  failureStateOf,
  isNetworkFailure,
  keptProjectsOf,
  needsNetwork,
  pageStateOf,
} from './offline-state.ts';

const network = new ApiError(0, NETWORK_ERROR, 'Failed to fetch');

describe('failureStateOf', () => {
  it('shows the offline state when no server answered, online or not', () => {
    expect(failureStateOf(network, true)).toBe('offline');
    expect(failureStateOf(network, false)).toBe('offline');
    expect(isNetworkFailure(network)).toBe(true);
  });

  it("keeps a server's 4xx and 5xx answers as errors, even offline (the server did answer)", () => {
    for (const error of [
      new ApiError(403, 'FORBIDDEN', 'no'),
      new ApiError(404, 'GROUP_NOT_FOUND', 'no'),
      new ApiError(500, 'INTERNAL', 'no'),
      new ApiError(503, 'DATABASE_UNAVAILABLE', 'no'),
      new ApiError(502, BAD_RESPONSE, 'Bad Gateway'),
    ]) {
      expect(failureStateOf(error, true)).toBe('error');
      expect(failureStateOf(error, false)).toBe('error');
      expect(isNetworkFailure(error)).toBe(false);
    }
  });

  it("counts a page's code that did not download as offline only while the browser is offline", () => {
    const chunk = new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js');
    expect(failureStateOf(chunk, false)).toBe('offline');
    // Online, the chunk may be gone after a deploy: the connection would not bring it back.
    expect(failureStateOf(chunk, true)).toBe('error');
    expect(failureStateOf(new Error('a bug'), true)).toBe('error');
  });
});

describe('pageStateOf', () => {
  it('puts the offline state in place of the pages that read the server, offline only', () => {
    for (const path of [
      '/es/practical-guides/all',
      '/es/recommended-projects',
      '/pt/academy',
      '/es/groups',
      '/es/grades/g1',
      '/en/grade-activity/a1',
      '/es/users-management',
      '/es/home',
    ]) {
      expect(needsNetwork(path)).toBe(true);
      expect(pageStateOf({ isOnline: false, pathname: path })).toBe('offline');
      expect(pageStateOf({ isOnline: true, pathname: path })).toBe('page');
    }
  });

  it('leaves the projects and the workspace to work from what the computer kept', () => {
    for (const path of ['/es/projects', '/es/board/p1', '/pt/board/p1']) {
      expect(pageStateOf({ isOnline: false, pathname: path })).toBe('page');
    }
  });
});

describe('keptProjectsOf', () => {
  const summary = (id: string, name: string, updatedAt: string) => ({ id, name, updatedAt, version: 1 });

  it('lists the projects of details, plain and paged lists once each, newest first', () => {
    const entries = [
      [['projects', 'detail', 'a'], { ...summary('a', 'Semáforo', '2026-01-03'), code: 'x' }],
      [['projects', 'list', 'newest', 5], { items: [summary('b', 'Robot', '2026-01-01')], nextCursor: null }],
      [
        ['projects', 'list', 'pages', ''],
        {
          pages: [
            { items: [summary('a', 'Semáforo viejo', '2026-01-02'), summary('c', 'LED', '2026-01-05')] },
          ],
          pageParams: [null],
        },
      ],
      [['projects', 'detail', 'gone'], undefined],
    ] as const;
    expect(keptProjectsOf(entries, 10)).toEqual([
      { id: 'c', name: 'LED', updatedAt: '2026-01-05' },
      { id: 'a', name: 'Semáforo', updatedAt: '2026-01-03' },
      { id: 'b', name: 'Robot', updatedAt: '2026-01-01' },
    ]);
    expect(keptProjectsOf(entries, 1).map((project) => project.id)).toEqual(['c']);
  });

  it('ignores data that is not a project', () => {
    expect(keptProjectsOf([[['projects', 'permissions', 'a'], [{ userId: 'u' }]]], 5)).toEqual([]);
    expect(keptProjectsOf([[['projects', 'detail', 'a'], 'text']], 5)).toEqual([]);
  });
});
