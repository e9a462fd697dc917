import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesOf, type TestApp } from '../../../../test/app.ts';
import { type Caller, call } from '../../../../test/http.ts';
import { catalogueItemSchema } from '../../../domain/catalogue.ts';
import { projectPageSchema, projectSchema } from '../../../domain/projects.ts';
import { DEMO_ACCOUNTS } from '../../db/demo-accounts.ts';
import { seedDemo } from '../../db/seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const signIn = async (account: { email: string; password: string }): Promise<Caller> => {
  const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: account });
  expect(response.statusCode).toBe(200);
  return { cookie: cookiesOf(response), id: response.json().user.id, email: account.email };
};

describe('the demo seed through the projects and catalogue API', () => {
  it('serves every demo account’s projects in the shared shapes', async () => {
    let served = 0;
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const caller = await signIn(account);
      const page = projectPageSchema.parse(
        (await call(t, caller, { url: '/api/projects?limit=100' })).json(),
      );
      for (const summary of page.items) {
        const response = await call(t, caller, { url: `/api/projects/${summary.id}` });
        expect(response.statusCode, response.body).toBe(200);
        expect(projectSchema.parse(response.json())).toMatchObject({ id: summary.id, name: summary.name });
        served += 1;
      }
    }
    expect(served).toBeGreaterThan(0);
  });

  it('serves the seeded catalogue', async () => {
    const caller = await signIn(DEMO_ACCOUNTS.student);
    const items = (await call(t, caller, { url: '/api/catalogue' })).json();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) catalogueItemSchema.parse(item);
  });
});
