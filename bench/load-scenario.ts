/**
 * bench:load's classroom, one async loop per person: students sign in, open their project and a
 * live stream, autosave every 2 s (a PATCH carrying the version it started from, as the
 * workspace's saver does) and open a guide now and then; tutors read their group's grades; and
 * once, a class signs in all at once.
 */
import { buildClassDiagram } from './big-diagram.ts';
import { cookieOf, type LoadClient } from './load-http.ts';
import { burstEmail, LOAD_PASSWORD, studentEmail } from './load-seed.ts';

export interface ScenarioConfig {
  students: number;
  tutors: number;
  burst: number;
  /** Students start spread over this many ms, so their own sign-ins are not one big burst. */
  rampMs: number;
  /** The measured window after the ramp. */
  durationMs: number;
  saveEveryMs: number;
  groupId: string;
  /** The seed's tag in the accounts' e-mails (load-seed.ts). */
  tag: string;
  tutorEmail: string;
  tutorPassword: string;
}

/** Waits `ms`, or less when `signal` aborts; its abort listener goes when the wait ends. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      Math.max(0, ms),
    );
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** A student's code after `n` edits: a CircuitPython program of ~1–2 KB that grows a line each save. */
const codeAfter = (n: number) =>
  [
    'import board',
    'import digitalio',
    'import time',
    '',
    'led = digitalio.DigitalInOut(board.GP15)',
    'led.direction = digitalio.Direction.OUTPUT',
    '',
    'while True:',
    ...Array.from(
      { length: 20 + (n % 40) },
      (_, i) => `    led.value = ${i % 2 ? 'True' : 'False'}  # paso ${i}`,
    ),
    '    time.sleep(0.5)',
  ].join('\n');

interface SignedIn {
  cookie: string;
}

const signIn = async (
  client: LoadClient,
  kind: string,
  email: string,
  password: string,
): Promise<SignedIn | null> => {
  const reply = await client.call(kind, 'POST', '/api/session', { body: { email, password } });
  return reply.status === 200 ? { cookie: cookieOf(reply) } : null;
};

type Guides = { items: { id: string }[] };

/** Home's guide list, then one of its guides, as a student browsing for help. */
const openGuide = async (client: LoadClient, cookie: string, n: number) => {
  const page = await client.call<Guides>('guides list', 'GET', '/api/guides?limit=12', { cookie });
  const items = page.status === 200 ? page.body.items : [];
  const guide = items[n % Math.max(1, items.length)];
  if (guide) await client.call('guide', 'GET', `/api/guides/${encodeURIComponent(guide.id)}`, { cookie });
};

/** One student: sign in, open a project and the stream, then autosave on a fixed 2 s schedule. */
const runStudent = async (client: LoadClient, config: ScenarioConfig, i: number, stop: AbortSignal) => {
  await sleep((config.rampMs * i) / Math.max(1, config.students), stop);
  if (stop.aborted) return;
  const session = await signIn(client, 'sign-in (ramp)', studentEmail(config.tag, i), LOAD_PASSWORD);
  if (!session) return;
  const { cookie } = session;
  await client.call('me', 'GET', '/api/me', { cookie });
  const diagram = buildClassDiagram();
  const created = await client.call<{ id: string; version: number }>(
    'create project',
    'POST',
    '/api/projects',
    {
      cookie,
      body: { name: `Semáforo ${i}`, category: 'robotics', diagram, code: codeAfter(0) },
    },
  );
  if (created.status !== 201) return;
  const { id } = created.body;
  const opened = await client.call<{ version: number }>('open project', 'GET', `/api/projects/${id}`, {
    cookie,
  });
  let version = opened.status === 200 ? opened.body.version : created.body.version;
  const stream = client.holdStream('events (connect)', cookie, stop);
  // Spread the saves over the 2 s period, as students' edits are.
  let next = performance.now() + ((i * 7919) % config.saveEveryMs);
  for (let n = 1; !stop.aborted; n += 1) {
    await sleep(next - performance.now(), stop);
    if (stop.aborted) break;
    next += config.saveEveryMs;
    // Mostly code edits; every fifth save a moved part, so the diagram goes too.
    const body = n % 5 === 0 ? { version, code: codeAfter(n), diagram } : { version, code: codeAfter(n) };
    const saved = await client.call<{ version: number }>('autosave', 'PATCH', `/api/projects/${id}`, {
      cookie,
      body,
    });
    if (saved.status === 200) version = saved.body.version;
    // About one guide every 30 s per student.
    if ((n * 31 + i) % 15 === 0) await openGuide(client, cookie, n + i);
  }
  await stream;
};

/** A tutor watching the group's grades table, re-read every 5 s. */
const runTutor = async (client: LoadClient, config: ScenarioConfig, stop: AbortSignal) => {
  const session = await signIn(client, 'sign-in (ramp)', config.tutorEmail, config.tutorPassword);
  if (!session) return;
  const stream = client.holdStream('events (connect)', session.cookie, stop);
  while (!stop.aborted) {
    await client.call('grades', 'GET', `/api/groups/${config.groupId}/grades`, { cookie: session.cookie });
    await sleep(5_000, stop);
  }
  await stream;
};

/** A class of `burst` signing in at the same instant; their latencies are the burst's figures. */
export const runBurst = async (client: LoadClient, config: ScenarioConfig) => {
  const replies = await Promise.all(
    Array.from({ length: config.burst }, (_, i) =>
      client.call('sign-in (burst)', 'POST', '/api/session', {
        body: { email: burstEmail(config.tag, i), password: LOAD_PASSWORD },
      }),
    ),
  );
  return replies.filter((r) => r.status === 200).length;
};

/** Starts everyone; resolves when all loops have stopped after `stop` aborts. */
export const startClassroom = (client: LoadClient, config: ScenarioConfig, stop: AbortSignal) =>
  Promise.all([
    ...Array.from({ length: config.students }, (_, i) => runStudent(client, config, i, stop)),
    ...Array.from({ length: config.tutors }, () => runTutor(client, config, stop)),
  ]);
