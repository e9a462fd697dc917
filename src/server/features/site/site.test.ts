import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, signUp, type TestApp } from '../../../../test/app.ts';
import { call } from '../../../../test/http.ts';
import { loadEnv } from '../../env.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const settingsWith = async (env: Record<string, string>) => {
  t = await buildTestApp({ env });
  const ana = await signUp(t.app);
  expect((await call(t, null, { method: 'GET', url: '/api/site-settings' })).statusCode).toBe(401);
  const response = await call(t, ana, { method: 'GET', url: '/api/site-settings' });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/site-settings', () => {
  it('links no feedback form unless the school sets FEEDBACK_URL (the users are children)', async () => {
    expect(await settingsWith({})).toEqual({ feedbackUrl: null });
  });

  it("gives the school's own feedback form when FEEDBACK_URL is set", async () => {
    const form = 'https://escuela.example/comentarios';
    expect(await settingsWith({ FEEDBACK_URL: form })).toEqual({ feedbackUrl: form });
  });

  it('refuses a FEEDBACK_URL that is not a web address', () => {
    expect(() => loadEnv({ FEEDBACK_URL: 'javascript:alert(1)' })).toThrow(/FEEDBACK_URL/);
    expect(loadEnv({ FEEDBACK_URL: '' }).FEEDBACK_URL).toBeUndefined();
  });
});
