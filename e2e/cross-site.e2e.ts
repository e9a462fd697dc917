import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Project } from '../src/domain/projects.ts';
import { bodyOf } from './support/api-client.ts';
import { setUpJourney } from './support/journey.ts';
import { type OtherSite, startOtherSite } from './support/other-site.ts';
import { signInThroughApi } from './support/session.ts';

const journey = setUpJourney();

/** A 1×1 PNG, for the upload attempt. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

type Fields = Record<string, string>;

/** A form that posts into its own frame as soon as the page asks, so the page stays. */
const form = (id: string, action: string, enctype: string, fields: Fields, file = false) => {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name='${name}' value='${value}'>`)
    .join('');
  const upload = file ? '<input type="file" name="file">' : '';
  return `<iframe name="${id}"></iframe>
<form target="${id}" method="post" action="${action}" enctype="${enctype}">${inputs}${upload}</form>`;
};

/** text/plain sends `name=value`: a name ending in `"x":"` and the value `"}` make it JSON. */
const jsonAsText = (body: Fields) => ({ [`${JSON.stringify({ ...body, x: '' }).slice(0, -2)}`]: '"}' });

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const TEXT = 'text/plain';

/**
 * What a hostile page on another port tries with the victim's cookies: every request a page may
 * send without asking the app first (forms in each encoding, no-cors fetches), and the ones that
 * need a CORS preflight (DELETE, PATCH, PUT, JSON). Playwright answers preflights itself while it
 * intercepts requests (as `newContext` does, to stay offline), so here those reach the app too:
 * its check has to stop every method, not only what a browser lets through. Sets its title when
 * every attempt has settled.
 */
const attackPage = (app: string, projectId: string) => {
  const project = `${app}/api/projects/${projectId}`;
  const created = { name: 'Creado desde otro sitio', category: 'iot' };
  const share = { email: 'estudiante2@chispa.test', level: 'owner' };
  const forms = [
    form('dup-multipart', `${project}/duplicate`, MULTIPART, { x: '1' }),
    form('dup-urlencoded', `${project}/duplicate`, URLENCODED, { x: '1' }),
    form('dup-text', `${project}/duplicate`, TEXT, { x: '1' }),
    form('create-urlencoded', `${app}/api/projects`, URLENCODED, created),
    form('create-multipart', `${app}/api/projects`, MULTIPART, created),
    form('create-text', `${app}/api/projects`, TEXT, jsonAsText(created)),
    form('rename', project, URLENCODED, { name: 'Renombrado', version: '1', _method: 'PATCH' }),
    form('share', `${project}/permissions`, URLENCODED, { ...share, _method: 'PUT' }),
    form('image', `${project}/image`, MULTIPART, {}, true),
    form('user-text', `${app}/api/auth/update-user`, TEXT, jsonAsText({ name: 'Renombrada' })),
  ];
  const script = `
const project = ${JSON.stringify(project)};
const app = ${JSON.stringify(app)};
const json = (body) => JSON.stringify(body);
const png = () => new Blob([Uint8Array.from(atob(${JSON.stringify(PNG_BASE64)}), (c) => c.charCodeAt(0))], { type: 'image/png' });
const withFile = () => { const data = new FormData(); data.append('file', png(), 'x.png'); return data; };
const attempts = [
  () => fetch(project + '/duplicate', { method: 'POST', mode: 'no-cors', credentials: 'include', body: new FormData() }),
  () => fetch(project + '/duplicate', { method: 'POST', credentials: 'include' }),
  () => fetch(app + '/api/projects', { method: 'POST', mode: 'no-cors', credentials: 'include', body: json(${JSON.stringify(created)}) }),
  () => fetch(app + '/api/projects', { method: 'POST', mode: 'no-cors', credentials: 'include', body: new Blob([json(${JSON.stringify(created)})], { type: 'application/json' }) }),
  () => fetch(project, { method: 'PATCH', credentials: 'include', headers: { 'content-type': 'application/json' }, body: json({ version: 1, name: 'Renombrado' }) }),
  () => fetch(project + '/permissions', { method: 'PUT', credentials: 'include', headers: { 'content-type': 'application/json' }, body: json(${JSON.stringify(share)}) }),
  () => fetch(project + '/image', { method: 'PUT', mode: 'no-cors', credentials: 'include', body: withFile() }),
  () => fetch(project + '/image', { method: 'POST', mode: 'no-cors', credentials: 'include', body: withFile() }),
  () => fetch(project, { method: 'DELETE', mode: 'no-cors', credentials: 'include' }),
  () => fetch(project, { method: 'DELETE', credentials: 'include' }),
];
const submit = (form) => new Promise((resolve) => {
  const frame = document.querySelector('iframe[name="' + form.target + '"]');
  frame.addEventListener('load', resolve, { once: true });
  setTimeout(resolve, 5000);
  const file = form.querySelector('input[type=file]');
  if (file) { const picked = new DataTransfer(); picked.items.add(new File([png()], 'x.png', { type: 'image/png' })); file.files = picked.files; }
  form.submit();
});
const run = async () => {
  await Promise.all([...document.forms].map(submit));
  // One after another, the deletes last, so that without a check each one's effect shows.
  for (const attempt of attempts) await attempt().catch(() => undefined);
  document.title = 'done';
};
run();`;
  return `<!doctype html><html><head><title>Premios</title></head><body>
<h1>¡Ganaste!</h1>${forms.join('\n')}<script>${script}</script></body></html>`;
};

/** Everything the victim could lose, read through the API as the victim. */
const victimState = async (context: BrowserContext, projectId: string) => {
  const read = async (path: string) => {
    const response = await context.request.get(path);
    return { status: response.status(), body: await response.json() };
  };
  return {
    me: await read('/api/me'),
    projects: await read('/api/projects?limit=100'),
    project: await read(`/api/projects/${projectId}`),
    permissions: await read(`/api/projects/${projectId}/permissions`),
  };
};

/**
 * The app's answers the browser saw to requests under /api/, as `403 POST /api/projects`, with
 * `(no cookie)` when the request went without the victim's session cookie.
 */
const recordAnswers = (page: Page, app: string) => {
  const answers: string[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (!request.url().startsWith(`${app}/api/`)) return;
    const cookie = (await request.allHeaders()).cookie ?? '';
    const withCookie = cookie.includes('chispa') ? '' : ' (no cookie)';
    answers.push(`${response.status()} ${request.method()} ${new URL(request.url()).pathname}${withCookie}`);
  });
  return answers;
};

let site: OtherSite | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

describe('a page on another site', () => {
  it("changes nothing of a signed-in victim's projects: no delete, duplicate, rename, share or create", async () => {
    const { page, context, server } = journey;
    await signInThroughApi(context, 'student');
    const target = await bodyOf<Project>(
      await context.request.post('/api/projects', { data: { name: 'Mi estación', category: 'iot' } }),
      201,
    );
    const before = await victimState(context, target.id);

    site = await startOtherSite(attackPage(server.url, target.id));
    const answers = recordAnswers(page, server.url);
    await page.goto(site.url);
    await page.waitForFunction(() => document.title === 'done', undefined, { timeout: 30_000 });

    // The forms reached the app with the victim's cookie (a frame's answer shows here even when
    // a fetch's does not), and every answer was the cross-site refusal; nothing changed.
    const count = (ending: string) => answers.filter((answer) => answer.endsWith(ending)).length;
    expect(count(`POST /api/projects/${target.id}/duplicate`)).toBeGreaterThanOrEqual(3);
    expect(count('POST /api/projects')).toBeGreaterThanOrEqual(3);
    const notRefused = answers.filter((answer) => !answer.startsWith('403 '));
    expect.soft(notRefused, `not refused as cross-site, of:\n${answers.join('\n')}`).toEqual([]);
    expect(await victimState(context, target.id)).toEqual(before);
  });
});
