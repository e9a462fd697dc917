import { type APIRequestContext, type APIResponse, request } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Someone using the API from outside a page (their own cookie jar), sending the Origin the web
 * app's own requests carry, so the server treats them as it treats the app.
 */
export const newApiClient = (baseURL: string): Promise<APIRequestContext> =>
  request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });

/** The body of a response that must have `status`; the failure message shows what came instead. */
export const bodyOf = async <T = unknown>(response: APIResponse, status: number): Promise<T> => {
  const text = await response.text();
  expect(response.status(), `${response.url()}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
};

/** Signs `client` in with an e-mail and password, as the login page does. */
export const signIn = async (client: APIRequestContext, email: string, password: string) =>
  bodyOf(await client.post('/api/session', { data: { email, password } }), 200);
