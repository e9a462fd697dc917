/** bench:load's printout: figures per kind of request, the server's CPU and memory, and the goals beside them. */
import type { Snapshot } from './load-http.ts';
import { percentile, table } from './stats.ts';

export interface LoadReport {
  isPostgres: boolean;
  students: number;
  ramp: Snapshot;
  steady: Snapshot;
  windowMs: number;
  burst: { asked: number; signedIn: number; loadAverage: string };
  server: { cpuSeconds: number; rssPeak: number; rssEnd: number };
  benchCpuSeconds: number;
  loadAverage: string;
  profileDir?: string;
}

const BURST_KIND = 'sign-in (burst)';
const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** "200×1234 409×2": answers by status; 0 means no answer. */
const statusLine = (byStatus: Map<number, number> | undefined) =>
  [...(byStatus ?? new Map<number, number>())]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

const errorsOf = (byStatus: Map<number, number> | undefined) =>
  [...(byStatus ?? new Map<number, number>())]
    .filter(([s]) => s === 0 || s >= 400)
    .reduce((n, [, c]) => n + c, 0);

const kindRows = (snapshot: Snapshot, seconds: number) => {
  const kinds = [...snapshot.statuses.keys()].sort();
  return [
    ['kind', 'answers', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'by status'],
    ...kinds.map((kind) => {
      const l = snapshot.latencies.get(kind) ?? [];
      return [
        kind,
        String(l.length),
        (l.length / seconds).toFixed(1),
        f0(percentile(l, 50)),
        f0(percentile(l, 95)),
        f0(percentile(l, 99)),
        f0(Math.max(...l)),
        statusLine(snapshot.statuses.get(kind)),
      ];
    }),
  ];
};

const verdict = (isMet: boolean) => (isMet ? 'met' : 'NOT MET');

export const printReport = (r: LoadReport): void => {
  const seconds = r.windowMs / 1_000;
  console.log(`\nramp (students signing in and opening their project, not measured below):`);
  console.log(table(kindRows(r.ramp, seconds)));
  console.log(`\nmeasured window: ${seconds.toFixed(1)} s`);
  console.log(table(kindRows(r.steady, seconds)));
  const classroom = [...r.steady.latencies].filter(([k]) => k !== BURST_KIND).flatMap(([, l]) => l);
  const errors = [...r.steady.statuses]
    .filter(([k]) => k !== BURST_KIND)
    .reduce((n, [, byStatus]) => n + errorsOf(byStatus), 0);
  const burst = r.steady.latencies.get(BURST_KIND) ?? [];
  const p95 = percentile(classroom, 95);
  const burstP95 = percentile(burst, 95);
  console.log(
    `\nclassroom requests (all but the burst): ${classroom.length} answered, ${(classroom.length / seconds).toFixed(1)}/s, ` +
      `p50 ${f0(percentile(classroom, 50))} ms, p95 ${f0(p95)} ms, p99 ${f0(percentile(classroom, 99))} ms; ` +
      `errors (no answer or status ≥ 400): ${errors}`,
  );
  console.log(
    `sign-in burst: ${r.burst.signedIn} of ${r.burst.asked} signed in, p50 ${f0(percentile(burst, 50))} ms, ` +
      `p95 ${f0(burstP95)} ms, max ${f0(Math.max(...burst))} ms (load average then ${r.burst.loadAverage})`,
  );
  const answers = [...r.steady.latencies.values()].reduce((n, l) => n + l.length, 0);
  const perAnswer = f0((r.server.cpuSeconds * 1_000) / Math.max(1, answers));
  console.log(
    `server process: CPU ${(r.server.cpuSeconds / seconds).toFixed(2)} cores on average over the window ` +
      `(${r.server.cpuSeconds.toFixed(1)} s of CPU, ${perAnswer} ms per answer, the figure a busy machine moves least); ` +
      `RSS peak ${mb(r.server.rssPeak)}, at the end ${mb(r.server.rssEnd)}`,
  );
  console.log(
    `bench process (the clients, same machine): ${(r.benchCpuSeconds / seconds).toFixed(2)} cores; ` +
      `load average at the end ${r.loadAverage}`,
  );
  if (r.profileDir) console.log(`server CPU profile: written to ${r.profileDir} when the server exited`);
  console.log('\ngoals of issue 23 (this machine; reported, never asserted):');
  if (r.isPostgres)
    console.log(
      `  PostgreSQL, 300 students, p95 ≤ 250 ms with 0 errors: ${r.students} students, p95 ${f0(p95)} ms, ` +
        `${errors} errors → ${r.students >= 300 ? verdict(p95 <= 250 && errors === 0) : 'run with STUDENTS=300'}`,
    );
  else
    console.log(
      `  embedded, 100 students, p95 ≤ 300 ms: ${r.students} students, p95 ${f0(p95)} ms, ${errors} errors → ` +
        `${r.students >= 100 ? verdict(p95 <= 300) : 'run with STUDENTS=100'}`,
    );
  console.log(
    `  40 sign-ins at once, p95 ≤ 1 s: ${burst.length} answered, p95 ${f0(burstP95)} ms → ` +
      `${r.burst.asked >= 40 ? verdict(burstP95 <= 1_000 && r.burst.signedIn === r.burst.asked) : 'run with BURST=40'}`,
  );
};
