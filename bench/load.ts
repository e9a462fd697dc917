/**
 * A classroom against a real server process on 127.0.0.1: STUDENTS students signed in, each
 * autosaving every 2 s with a live stream open and opening guides now and then, TUTORS tutors
 * reading the group's grades, and in the middle a class of BURST signing in at once. Prints
 * throughput, p50/p95/p99 per kind of request, answers by status, the server's CPU and memory,
 * and the goals of issue 23 beside the figures. Never passes or fails on them (exit 1 only when
 * the run itself failed: no server, no seed).
 *
 *   npm run bench:load                          embedded PGlite in a temporary DATA_DIR
 *   npm run bench:load -- --postgres            a throwaway PostgreSQL cluster (durable settings)
 *   DATABASE_URL=postgres://… npm run bench:load   a PostgreSQL you started (a throwaway database)
 *
 * Env: STUDENTS (100), TUTORS (2), BURST (40), DURATION seconds measured after the ramp (60),
 * RAMP seconds over which students start (STUDENTS/4, at least 5: each sign-in costs ~130 ms of
 * scrypt CPU, so a faster ramp would measure sign-ins, not the class), PG_FSYNC=off to keep the
 * test cluster's fsync=off, PROFILE=<dir> for the server's V8 CPU profile (.cpuprofile),
 * DATABASE_POOL_MAX passed on to the server.
 */
import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/db/demo-accounts.ts';
import { createClient, Recorder } from './load-http.ts';
import { printReport } from './load-report.ts';
import { runBurst, type ScenarioConfig, startClassroom } from './load-scenario.ts';
import { seedLoadAccounts } from './load-seed.ts';
import { describePostgres, readProc, startBenchPostgres, startLoadServer } from './load-server.ts';

const numberOf = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const main = async () => {
  const students = numberOf('STUDENTS', 100);
  const wantsPostgres = process.argv.includes('--postgres');
  const givenUrl = process.env.DATABASE_URL || undefined;
  if (givenUrl && !LOCAL_HOSTS.has(new URL(givenUrl).hostname))
    throw new Error('bench:load seeds accounts: point DATABASE_URL at a throwaway database on this machine');
  const durable = process.env.PG_FSYNC !== 'off';
  const cluster = wantsPostgres && !givenUrl ? await startBenchPostgres(durable) : null;
  const databaseUrl = givenUrl ?? cluster?.url;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chispa-load-'));
  const tag = randomBytes(3).toString('hex');
  const config: Omit<ScenarioConfig, 'groupId'> = {
    students,
    tutors: numberOf('TUTORS', 2),
    burst: numberOf('BURST', 40),
    rampMs: numberOf('RAMP', Math.max(5, students / 4)) * 1_000,
    durationMs: numberOf('DURATION', 60) * 1_000,
    saveEveryMs: 2_000,
    tag,
    tutorEmail: DEMO_ACCOUNTS.tutor.email,
    tutorPassword: DEMO_PASSWORD,
  };
  try {
    const database = databaseUrl ? await describePostgres(databaseUrl) : 'embedded PGlite';
    console.log(
      `bench:load — ${database}; ${students} students, ${config.tutors} tutors, burst of ${config.burst}`,
    );
    console.log(`machine: ${os.cpus().length} CPUs, load average ${loadAverage()} (1, 5, 15 min) at start`);
    const seed = await seedLoadAccounts({ dataDir, databaseUrl, tag, students, burst: config.burst });
    const profileDir = process.env.PROFILE ? path.resolve(process.env.PROFILE) : undefined;
    const server = await startLoadServer({
      dataDir,
      databaseUrl,
      authSecret: randomBytes(32).toString('base64url'),
      profileDir,
    });
    const recorder = new Recorder();
    const client = createClient(server.port, recorder);
    const stop = new AbortController();
    // Every open stream listens for the end of the run.
    setMaxListeners(0, stop.signal);
    const full = { ...config, groupId: seed.groupId };
    const everyone = startClassroom(client, full, stop.signal);
    await sleep(config.rampMs + 2_000);
    const ramp = recorder.takeSnapshot();
    const startProc = readProc(server.child.pid);
    const startCpu = process.cpuUsage();
    const t0 = performance.now();
    const samples: number[] = [];
    const sampler = setInterval(() => {
      const s = readProc(server.child.pid);
      if (s) samples.push(s.rssBytes);
    }, 1_000);
    await sleep(config.durationMs / 2);
    const burstLoad = loadAverage();
    const signedIn = await runBurst(client, full);
    await sleep(Math.max(0, config.durationMs - (performance.now() - t0)));
    const windowMs = performance.now() - t0;
    clearInterval(sampler);
    const endProc = readProc(server.child.pid);
    const benchCpu = process.cpuUsage(startCpu);
    const steady = recorder.takeSnapshot();
    stop.abort();
    await Promise.race([everyone, sleep(35_000)]);
    client.close();
    await server.stop();
    printReport({
      isPostgres: Boolean(databaseUrl),
      students,
      ramp,
      steady,
      windowMs,
      burst: { asked: config.burst, signedIn, loadAverage: burstLoad },
      server: {
        cpuSeconds: startProc && endProc ? endProc.cpuSeconds - startProc.cpuSeconds : Number.NaN,
        rssPeak: Math.max(0, ...samples),
        rssEnd: samples.at(-1) ?? Number.NaN,
      },
      benchCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6,
      loadAverage: loadAverage(),
      profileDir,
    });
  } finally {
    cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
