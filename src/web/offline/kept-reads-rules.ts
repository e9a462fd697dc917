/**
 * Which query data is kept on this computer for working offline (no I/O): what the app needs to
 * know who is signed in, list their projects, open a project opened before and draw and run it.
 * Nothing else: no grades, groups, guides or other people's data.
 */

const isText = (value: unknown): value is string => typeof value === 'string';

/** Whether a query's data is kept: `me`, the projects lists (the unfiltered ones), a project, the workspace's reads. */
export const isKeptQuery = (key: readonly unknown[]): boolean => {
  const [root, kind, ...rest] = key;
  if (root === 'me' || root === 'catalogue' || root === 'colors' || root === 'site-settings')
    return key.length === 1;
  if (root !== 'projects') return false;
  if (kind === 'detail') return rest.length === 1 && isText(rest[0]);
  if (kind !== 'list') return false;
  const [list, arg] = rest;
  // A search's results are not what a student opens offline; the unfiltered list is.
  if (list === 'pages') return arg === '' && rest.length === 2;
  return list === 'newest' && typeof arg === 'number' && rest.length === 2;
};

/** The key a query's data is stored under, scoped to the person it belongs to. */
export const keptId = (userId: string, key: readonly unknown[]): string => `${userId} ${JSON.stringify(key)}`;
