/**
 * Behaviour checks at class size (issue 25): 40 students send the seeded blink activity at once,
 * each send queuing a 10-step check the server runs in its check thread. Prints the time from each
 * send to its result (p50/p95, as the tutor's page sees it: a live event, then a read of the result)
 * and the times of other API calls made meanwhile (the tutor's grades grid and groups).
 * Figures only; it exits 1 only when a request that must succeed did not. Run: npm run bench:autograde
 * (embedded PGlite), or `npm run bench:autograde -- --postgres` on a throwaway durable PostgreSQL.
 */

import { cpus } from 'node:os';
import { startServer } from '../e2e/support/server.ts';
import type { ActivityChecks, SubmissionChecks } from '../src/domain/checks/api.ts';
import type { ActivityProject, SubmissionView } from '../src/domain/classwork.ts';
import type { AddStudentsReport, GroupDetail, GroupOptions } from '../src/domain/groups.ts';
import type { Me } from '../src/domain/me.ts';
import type { Project } from '../src/domain/projects.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/db/demo-accounts.ts';
import type { PostgresCluster } from '../test/postgres.ts';
import { type Caller, expectStatus, signIn, signUp, spread } from './academy-http.ts';
import { describePostgres, startBenchPostgres } from './load-server.ts';
import { ms, percentile } from './stats.ts';

const STUDENTS = 40;
const ACTIVITY = 'activity_led_parpadeo';
const COURSE = 'curso-electronica-basica';

const line = (label: string, value: string) => console.log(`${label.padEnd(58)} ${value}`);

/** Ten steps over 2.5 simulated seconds: the blink at 1 Hz, read every 250 ms. */
const TEN_STEPS = `name: Parpadeo de 1 Hz, diez pasos
version: 1
steps:
${Array.from({ length: 5 }, (_, i) => `  - delay: ${i === 0 ? 250 : 500}ms\n  - expect-pin: { part-id: led1, pin: A, value: ${i % 2 === 0 ? 1 : 0}, points: 2 }`).join('\n')}
`;

/** A session cookie of its own for the live stream. */
const cookieOf = async (base: string, email: string, password: string) => {
  const response = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

/** Reads `GET /api/events` until aborted, calling `onStudent` for each `submission.changed`. */
const listen = async (
  base: string,
  cookie: string,
  signal: AbortSignal,
  onStudent: (id: string) => Promise<void>,
) => {
  const response = await fetch(`${base}/api/events`, { headers: { cookie, origin: base }, signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const data = frame.split('\n').find((row) => row.startsWith('data: '));
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as { type: string; studentId?: string };
        if (event.type === 'submission.changed' && event.studentId) void onStudent(event.studentId);
      }
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
};

const main = async () => {
  console.log(`autograde bench: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}`);
  let cluster: PostgresCluster | undefined;
  if (process.argv.includes('--postgres')) {
    cluster = await startBenchPostgres(true);
    console.log(`database: PostgreSQL ${cluster.version}, ${await describePostgres(cluster.url)}`);
  } else console.log('database: embedded PGlite');
  const server = await startServer(
    cluster
      ? {
          env: {
            DATABASE_URL: cluster.url,
            SEED_DEMO: 'true',
            AUTH_SECRET: 'autograde-bench-secret-0123456789abcdef',
          },
        }
      : {},
  );
  try {
    const base = server.url;
    const admin = await signIn(base, DEMO_ACCOUNTS.institutionAdmin.email, DEMO_PASSWORD);
    const tutor = await signIn(base, DEMO_ACCOUNTS.tutor.email, DEMO_PASSWORD);
    const tutorCookie = await cookieOf(base, DEMO_ACCOUNTS.tutor.email, DEMO_PASSWORD);

    const current = expectStatus(
      await admin.call<ActivityChecks>('GET', `/api/academy/activities/${ACTIVITY}/checks`),
      200,
      'checks',
    ).body;
    expectStatus(
      await admin.call('PUT', `/api/academy/activities/${ACTIVITY}/checks`, {
        version: current.version,
        checks: [{ yaml: TEN_STEPS, hidden: false }],
      }),
      200,
      'save the 10-step check',
    );

    const options = expectStatus(
      await admin.call<GroupOptions>('GET', '/api/groups/options'),
      200,
      'options',
    ).body;
    const mentor = options.mentors.find((m) => m.email === DEMO_ACCOUNTS.tutor.email);
    const group = expectStatus(
      await admin.call<GroupDetail>('POST', '/api/groups', {
        name: 'Clase del bench de comprobaciones',
        schedule: 'Jueves 10:00',
        courseId: COURSE,
        mentorId: mentor?.id,
      }),
      201,
      'group',
    ).body;
    const students: { id: string; caller: Caller }[] = [];
    const emails: string[] = [];
    for (let i = 0; i < STUDENTS; i += 1) {
      const email = `autograde.${String(i + 1).padStart(2, '0')}@chispa.test`;
      const caller = await signUp(base, `Estudiante ${i + 1}`, email, DEMO_PASSWORD);
      const me = expectStatus(await caller.call<Me>('GET', '/api/me'), 200, 'me').body;
      students.push({ id: me.user.id, caller });
      emails.push(email);
    }
    const added = await admin.call<AddStudentsReport>('POST', `/api/groups/${group.id}/students`, { emails });
    expectStatus(added, 200, 'add students');

    // Each student opens the activity (a copy of the template); every fourth slows the blink down.
    const workOf = (id: string) => `/api/groups/${group.id}/activities/${ACTIVITY}/students/${id}`;
    for (const [i, student] of students.entries()) {
      const opened = expectStatus(
        await student.caller.call<ActivityProject>(
          'POST',
          `/api/groups/${group.id}/activities/${ACTIVITY}/project`,
        ),
        201,
        'open',
      ).body;
      if (i % 4 === 3) {
        const project = expectStatus(
          await student.caller.call<Project>('GET', `/api/projects/${opened.projectId}`),
          200,
          'project',
        ).body;
        expectStatus(
          await student.caller.call('PATCH', `/api/projects/${opened.projectId}`, {
            version: project.version,
            code: project.code.replaceAll('time.sleep(0.5)', 'time.sleep(1)'),
          }),
          200,
          'slow blink',
        );
      }
    }
    // Their pages read the activity's checks ("Check my work"), as on opening it.
    for (const student of students)
      expectStatus(
        await student.caller.call('GET', `/api/academy/activities/${ACTIVITY}/checks`),
        200,
        'checks',
      );
    const versions = await Promise.all(
      students.map(
        async (s) =>
          expectStatus(await s.caller.call<SubmissionView>('GET', workOf(s.id)), 200, 'view').body.version,
      ),
    );

    // Other calls during the burst: the tutor's grades grid and groups, one after the other.
    let bursting = true;
    const others: number[] = [];
    const otherCalls = (async () => {
      while (bursting) {
        others.push(
          expectStatus(await tutor.call('GET', `/api/groups/${group.id}/grades`), 200, 'grades').ms,
        );
        others.push(expectStatus(await tutor.call('GET', '/api/me/groups'), 200, 'my groups').ms);
      }
    })();

    // The tutor's page hears `submission.changed` on its live stream and reads the result then.
    const results = new Map<string, (result: { score: number | null; state: string }) => void>();
    const checksReads: number[] = [];
    const stream = new AbortController();
    const listening = listen(base, tutorCookie, stream.signal, async (studentId) => {
      const done = results.get(studentId);
      if (!done) return;
      const answer = await tutor.call<SubmissionChecks>('GET', `${workOf(studentId)}/checks`);
      checksReads.push(expectStatus(answer, 200, 'checks').ms);
      if (answer.body.state === 'done' || answer.body.state === 'failed') {
        results.delete(studentId);
        done({ score: answer.body.proposedScore, state: answer.body.state });
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const sends: number[] = [];
    const t0 = performance.now();
    const latencies = await Promise.all(
      students.map(async (student, i) => {
        const result = new Promise<{ score: number | null; state: string }>((resolve) =>
          results.set(student.id, resolve),
        );
        const sentAt = performance.now();
        const sent = await student.caller.call('POST', `${workOf(student.id)}/send`, {
          version: versions[i],
        });
        sends.push(expectStatus(sent, 200, 'send').ms);
        const outcome = await result;
        return { ms: performance.now() - sentAt, ...outcome };
      }),
    );
    const burst = performance.now() - t0;
    bursting = false;
    stream.abort();
    await Promise.allSettled([otherCalls, listening]);

    const times = latencies.map((l) => l.ms);
    line(`${STUDENTS} sends at once, a 10-step check each`, `all results in ${ms(burst)}`);
    line('  POST …/send itself', spread(sends));
    line('  send → result', spread(times));
    line(
      '  proposed scores',
      [...new Set(latencies.map((l) => `${l.state} ${l.score}`))]
        .map((key) => `${key}: ${latencies.filter((l) => `${l.state} ${l.score}` === key).length}`)
        .join(', '),
    );
    line(
      '  other calls meanwhile (tutor: grades, my groups)',
      `${spread(others)}, p99 ${ms(percentile(others, 99))}`,
    );
    line("  the tutor's read of each result, on its live event", spread(checksReads));
  } finally {
    await server.stop();
    cluster?.stop();
  }
};

await main();
