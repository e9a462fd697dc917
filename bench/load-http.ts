/**
 * bench:load's client: plain node:http with keep-alive sockets (lighter on the shared CPU than
 * fetch, which matters when the bench and the server share two cores), every request timed and
 * filed under a kind, and the live stream read as an EventSource would (reconnecting with
 * Last-Event-ID when the server ends it).
 */
import http from 'node:http';

export interface Reply<T = unknown> {
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  body: T;
  ms: number;
  headers: http.IncomingHttpHeaders;
}

/** What a Recorder saw in one phase: latencies of answered requests, and counts by status, by kind. */
export interface Snapshot {
  latencies: Map<string, number[]>;
  /** 0 = no answer (refused, reset, timed out). */
  statuses: Map<string, Map<number, number>>;
}

/** Every timed request, filed by kind; `takeSnapshot` closes a phase (ramp, measured window). */
export class Recorder {
  private current: Snapshot = { latencies: new Map(), statuses: new Map() };

  record(kind: string, status: number, ms: number): void {
    const { latencies, statuses } = this.current;
    const byStatus = statuses.get(kind) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    statuses.set(kind, byStatus);
    if (status === 0) return;
    const list = latencies.get(kind) ?? [];
    list.push(ms);
    latencies.set(kind, list);
  }

  takeSnapshot(): Snapshot {
    const taken = this.current;
    this.current = { latencies: new Map(), statuses: new Map() };
    return taken;
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

export const createClient = (port: number, recorder: Recorder) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

  /** One request as `kind`; JSON in and out; never throws (a failure is status 0). */
  const call = <T = unknown>(
    kind: string,
    method: string,
    path: string,
    opts: { cookie?: string; body?: unknown } = {},
  ): Promise<Reply<T>> =>
    new Promise((resolve) => {
      const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
      if (opts.cookie) headers.cookie = opts.cookie;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(payload);
      }
      const t0 = performance.now();
      const done = (status: number, body: unknown, h: http.IncomingHttpHeaders = {}) => {
        const ms = performance.now() - t0;
        recorder.record(kind, status, ms);
        resolve({ status, body: body as T, ms, headers: h });
      };
      const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {}
          done(res.statusCode ?? 0, body, res.headers);
        });
        res.on('error', () => done(0, null));
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', () => done(0, null));
      req.end(payload);
    });

  /**
   * Keeps `/api/events` open until `signal` aborts, as EventSource does: its connect time (until
   * the answer's headers) is recorded as `kind`; when the server ends the stream it reconnects
   * after `retryMs` with the last event id. Resolves with the events received.
   */
  const holdStream = (kind: string, cookie: string, signal: AbortSignal, retryMs = 1_000) =>
    new Promise<{ events: number; reconnects: number }>((resolve) => {
      let events = 0;
      let reconnects = 0;
      let lastId: string | undefined;
      const open = () => {
        if (signal.aborted) return resolve({ events, reconnects });
        const t0 = performance.now();
        const headers: http.OutgoingHttpHeaders = { cookie, accept: 'text/event-stream' };
        if (lastId) headers['last-event-id'] = lastId;
        // Its own socket: a long answer would hold a pooled keep-alive socket anyway.
        const req = http.request({ host: '127.0.0.1', port, path: '/api/events', headers, signal }, (res) => {
          recorder.record(kind, res.statusCode ?? 0, performance.now() - t0);
          let pending = '';
          res.setEncoding('utf8');
          res.on('data', (text: string) => {
            pending += text;
            const blocks = pending.split('\n\n');
            pending = blocks.pop() ?? '';
            for (const block of blocks) {
              const id = /^id: ?(.*)$/m.exec(block)?.[1];
              if (id) lastId = id;
              if (/^data:/m.test(block)) events += 1;
            }
          });
          res.on('end', again);
          res.on('error', again);
        });
        req.on('error', (error) => {
          if (!signal.aborted && (error as NodeJS.ErrnoException).code !== 'ABORT_ERR')
            recorder.record(kind, 0, 0);
          again();
        });
        req.end();
      };
      let isScheduled = false;
      const again = () => {
        if (isScheduled) return;
        isScheduled = true;
        if (signal.aborted) return resolve({ events, reconnects });
        reconnects += 1;
        setTimeout(() => {
          isScheduled = false;
          open();
        }, retryMs);
      };
      open();
    });

  return { call, holdStream, close: () => agent.destroy() };
};

export type LoadClient = ReturnType<typeof createClient>;

/** `name=value` pairs of a reply's Set-Cookie headers, as a Cookie header. */
export const cookieOf = (reply: Reply): string =>
  (reply.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
