import { describe, expect, it } from 'vitest';
import { projectKeys } from '../features/projects/project-queries.ts';
import { isKeptQuery, keptId } from './kept-reads-rules.ts';

describe('isKeptQuery', () => {
  it('keeps who is signed in, their projects and what the workspace draws and runs with', () => {
    for (const key of [
      ['me'],
      projectKeys.newest(5),
      projectKeys.pages(''),
      projectKeys.detail('abc'),
      ['catalogue'],
      ['colors'],
      ['site-settings'],
    ])
      expect(isKeptQuery(key), JSON.stringify(key)).toBe(true);
  });

  it('keeps nothing else: searches, sharing, grades, groups, guides, storage', () => {
    for (const key of [
      projectKeys.pages('led'),
      projectKeys.permissions('abc'),
      projectKeys.all,
      projectKeys.lists,
      ['grades', 'g1'],
      ['groups'],
      ['guides', 'list'],
      ['me', 'storage'],
      ['auth-config'],
      ['signed-out'],
      ['outbox-entry', 'u1', 'p1'],
    ])
      expect(isKeptQuery(key), JSON.stringify(key)).toBe(false);
  });
});

describe('keptId', () => {
  it("scopes a query's data to its person", () => {
    expect(keptId('u1', ['me'])).not.toBe(keptId('u2', ['me']));
    expect(keptId('u1', projectKeys.detail('p'))).toBe('u1 ["projects","detail","p"]');
  });
});
