import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import type { PermissionLevel } from '../../../domain/constants.ts';
import type { Project } from '../../../domain/projects.ts';
import { projects } from '../../db/schema/index.ts';

export { type Caller, call, imageForm, storedKeys } from '../../../../test/http.ts';

/** Builders for the projects server tests: calls go through the real app, rows come from the real database. */

export const createProject = async (
  t: TestApp,
  owner: Caller,
  body: Record<string, unknown> = { name: 'Robot seguidor', category: 'robotics' },
): Promise<Project> => {
  const response = await call(t, owner, { method: 'POST', url: '/api/projects', payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
};

export const share = async (
  t: TestApp,
  owner: Caller,
  projectId: string,
  to: Caller,
  level: PermissionLevel,
) => {
  const response = await call(t, owner, {
    method: 'PUT',
    url: `/api/projects/${projectId}/permissions`,
    payload: { email: to.email, level },
  });
  if (response.statusCode !== 200) throw new Error(`share failed: ${response.statusCode} ${response.body}`);
};

export const rowOf = async (t: TestApp, id: string) => {
  const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
  return row;
};
