import type { TestApp } from '../app.ts';
import { storedKeys } from '../http.ts';
import { changedTables, createFingerprinter, type Fingerprint, readWriteMark } from './fingerprint.ts';
import { createFixtures } from './fixtures.ts';
import { type FileSamples, makeFileSamples } from './multipart.ts';
import type { Actor, Forgery, FuzzRequest, Targets } from './requests.ts';
import { takeSnapshot } from './snapshot.ts';

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

/** A session cookie nobody was given, built from a real one, for each kind of forgery. */
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

/** The fixtures, a way back to them after each case, and what tells a case changed something. */
export const buildWorld = async (testApp: TestApp): Promise<World> => {
  const { database } = testApp;
  const samples = await makeFileSamples();
  const { owner, other, admin, targets } = await createFixtures(testApp, samples);
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
    targets,
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
