import type { LightMyRequestResponse } from 'fastify';
import { superAdmins } from '../../src/server/db/schema/index.ts';
import { STRONG_PASSWORD, signUp, TEST_ORIGIN, type TestApp } from '../app.ts';
import { storedKeys } from '../http.ts';
import { changedTables, createFingerprinter, type Fingerprint, readWriteMark } from './fingerprint.ts';
import { type FileSamples, makeFileSamples } from './multipart.ts';
import type { Actor, Forgery, FuzzRequest, Targets } from './requests.ts';
import { takeSnapshot } from './snapshot.ts';

/**
 * Paths better-auth's handler would answer under the `/api/auth/*` wildcard (all but the OIDC
 * callback are meant to be 404 now): the document cannot list them, so they are that
 * parameter's real values.
 */
const BETTER_AUTH_PATHS = [
  'callback/oidc',
  'error',
  'get-session',
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'update-user',
  'change-password',
  'revoke-sessions',
  'delete-user',
];

/** The fuzzed app with its fixtures: who can sign in, which ids are real, and the state to return to. */
export interface World {
  testApp: TestApp;
  targets: Targets;
  samples: FileSamples;
  /** The Cookie header a request sends, from its actor. */
  cookieOf(request: FuzzRequest): string | undefined;
  /** The tables (and stored files) that differ from the state every case starts from. */
  changes(): Promise<string[]>;
  /** Back to that state after a case changed what `changes` named. */
  reset(changed: string[]): Promise<void>;
}

const FILES = '(stored files)';

const forgedCookies = (real: string): Record<Forgery, string> => {
  const [name = '', value = ''] = real.split(';')[0]?.split('=') ?? [];
  const [token = ''] = decodeURIComponent(value).split('.');
  return {
    'bad signature': `${name}=${encodeURIComponent(`${token}.AAAA`)}`,
    'unsigned token': `${name}=${token}`,
    'made-up token': `${name}=zzzz.zzzz`,
    empty: `${name}=`,
    NUL: `${name}=%00`,
    '4 KB': `${name}=${'a'.repeat(4096)}`,
    twice: `${name}=a; ${name}=b`,
    'prototype keys': '__proto__=1; constructor=2',
    'no name': '=;;=; ;',
  };
};

const expectStatus = (response: LightMyRequestResponse, status: number, what: string) => {
  if (response.statusCode !== status)
    throw new Error(`fixture ${what}: ${response.statusCode} ${response.body}`);
  return response.json();
};

/**
 * Three users with sessions (an owner, another user, a super admin), a project each for the owner
 * and the other user (the owner's shared with the other, with an image), and a catalogue item
 * with an image: enough for generated requests to pass the checks and reach the handlers.
 */
export const buildWorld = async (testApp: TestApp): Promise<World> => {
  const { app, database } = testApp;
  const owner = await signUp(app, { name: 'Fuzz Owner' });
  const other = await signUp(app, { name: 'Fuzz Other' });
  const admin = await signUp(app, { name: 'Fuzz Admin' });
  await database.db.insert(superAdmins).values({ userId: admin.id });
  const samples = await makeFileSamples();

  const send = (
    cookie: string,
    method: 'POST' | 'PUT',
    url: string,
    payload: object | Buffer,
    type?: string,
  ) =>
    app.inject({
      method,
      url,
      payload,
      headers: { cookie, origin: TEST_ORIGIN, ...(type ? { 'content-type': type } : {}) },
    });
  const upload = async (cookie: string, url: string) => {
    const boundary = 'fuzz-fixture';
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      samples.png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const body = expectStatus(
      await send(cookie, 'PUT', url, form, `multipart/form-data; boundary=${boundary}`),
      200,
      url,
    );
    return String(body.imageUrl).replace('/api/files/', '');
  };

  const ownerProject = expectStatus(
    await send(owner.cookie, 'POST', '/api/projects', { name: 'Robot', category: 'robotics' }),
    201,
    'owner project',
  );
  const otherProject = expectStatus(
    await send(other.cookie, 'POST', '/api/projects', { name: 'Semáforo', category: 'iot' }),
    201,
    'other project',
  );
  await send(owner.cookie, 'PUT', `/api/projects/${ownerProject.id}/permissions`, {
    email: other.email,
    level: 'read',
  });
  const projectImage = await upload(owner.cookie, `/api/projects/${ownerProject.id}/image`);
  const item = expectStatus(
    await send(admin.cookie, 'POST', '/api/catalogue', {
      names: { es: 'LED', pt: 'LED', en: 'LED' },
      wokwiType: 'wokwi-led',
    }),
    201,
    'catalogue item',
  );
  const itemImage = await upload(admin.cookie, `/api/catalogue/${item.id}/image`);
  await send(owner.cookie, 'POST', '/api/projects', { name: 'Otro', category: 'ia' });
  const page = await app.inject({ url: '/api/projects?limit=1', headers: { cookie: owner.cookie } });
  const cursor = expectStatus(page, 200, 'project page').nextCursor as string;

  const byPrefix: Record<string, string[]> = {
    '/api/projects': [ownerProject.id, otherProject.id],
    '/api/projects/{id}/permissions': [owner.id, other.id, admin.id],
    '/api/catalogue': [item.id],
    '/api/files': [projectImage, itemImage],
    '/api/auth': BETTER_AUTH_PATHS,
  };
  const known = [
    ...Object.entries(byPrefix).flatMap(([prefix, values]) => (prefix === '/api/auth' ? [] : values)),
    owner.email,
    other.email,
    admin.email,
    STRONG_PASSWORD,
    cursor,
  ];
  const cookies: Record<Exclude<Actor, 'forged'>, string | undefined> = {
    owner: owner.cookie,
    other: other.cookie,
    admin: admin.cookie,
    anonymous: undefined,
  };
  const forged = forgedCookies(owner.cookie);

  const hashTables = await createFingerprinter(database.db);
  const fingerprint = async (): Promise<Fingerprint> => ({
    ...(await hashTables()),
    [FILES]: (await storedKeys(testApp)).join('\n'),
  });
  const snapshot = await takeSnapshot(testApp);
  const baseline = await fingerprint();
  let baselineMark = await readWriteMark(database.db);
  return {
    testApp,
    targets: { byPrefix, known },
    samples,
    cookieOf: (request) => (request.actor === 'forged' ? forged[request.forgery] : cookies[request.actor]),
    async changes() {
      const mark = await readWriteMark(database.db);
      if (mark === baselineMark) {
        const files = (await storedKeys(testApp)).join('\n');
        return files === baseline[FILES] ? [] : [FILES];
      }
      const changed = changedTables(baseline, await fingerprint());
      // Only what the fingerprint leaves out was written (a session's expiry): the new mark is as good.
      if (changed.length === 0) baselineMark = mark;
      return changed;
    },
    async reset(changed) {
      await snapshot.restore(changed);
      const left = changedTables(baseline, await fingerprint());
      if (left.length > 0) throw new Error(`the fuzz harness could not restore ${left.join(', ')}`);
      baselineMark = await readWriteMark(database.db);
    },
  };
};
