import type { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** One block of a server-sent events stream: its fields (`id`, `event`, `data`, `retry`) and comments. */
export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** Splits event-stream text into its blocks (a trailing unfinished block is left out). */
export const parseFrames = (text: string): Frame[] =>
  text
    .split('\n\n')
    .slice(0, -1)
    .map((block) => {
      const frame: Frame = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) frame.comment = line.slice(1).trim();
        else {
          const [field = '', ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          if (field === 'id' || field === 'event' || field === 'data' || field === 'retry')
            frame[field] = value;
        }
      }
      return frame;
    });

/** The events with data, parsed: what `onmessage` and named listeners of an EventSource get. */
export const eventsOf = (text: string) =>
  parseFrames(text)
    .filter((frame) => frame.data !== undefined)
    .map((frame) => ({ id: frame.id, name: frame.event ?? 'message', data: JSON.parse(frame.data ?? '') }));

export interface StreamReader {
  /** Everything read so far. */
  text(): string;
  /** Everything read so far, as bytes (a compressed body is not text). */
  bytes(): Buffer;
  /** Waits until the text read so far passes `test` (or the stream ends); returns that text. */
  until(test: (text: string) => boolean, ms?: number): Promise<string>;
  /** True once the stream has ended or was closed. */
  ended(): boolean;
}

/** Reads a body stream as it arrives. */
export const readStream = (stream: Readable | AsyncIterable<Uint8Array>): StreamReader => {
  const chunks: Buffer[] = [];
  let text = '';
  let done = false;
  const wakers = new Set<() => void>();
  const wake = () => {
    for (const waker of wakers) waker();
  };
  void (async () => {
    try {
      for await (const chunk of stream) {
        chunks.push(Buffer.from(chunk));
        text += Buffer.from(chunk).toString();
        wake();
      }
    } catch {
      // A hang-up ends the read like an end does.
    }
    done = true;
    wake();
  })();
  return {
    text: () => text,
    bytes: () => Buffer.concat(chunks),
    ended: () => done,
    until: (test, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!test(text) && !done) return;
          clearTimeout(timer);
          wakers.delete(check);
          if (test(text)) resolve(text);
          else reject(new Error(`the stream ended without what was awaited; it said:\n${text}`));
        };
        const timer = setTimeout(() => {
          wakers.delete(check);
          reject(new Error(`nothing awaited came within ${ms} ms; the stream said:\n${text}`));
        }, ms);
        wakers.add(check);
        check();
      }),
  };
};

export interface InjectedStream extends StreamReader {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** Hangs up, as a browser closing the tab does. */
  close(): void;
}

/**
 * `app.inject` for an answer that may never end (an event stream): resolves once the headers are
 * out and reads the body as it comes, until `close()` hangs up. `inject` alone would wait for
 * the end of the answer.
 */
export const injectStream = async (app: FastifyInstance, options: InjectOptions): Promise<InjectedStream> => {
  const hangUp = new AbortController();
  const response = await app.inject({ ...options, payloadAsStream: true, signal: hangUp.signal });
  const reader = readStream(response.stream());
  return {
    ...reader,
    statusCode: response.statusCode,
    headers: response.headers,
    close: () => hangUp.abort(),
  };
};

/** Calls `test` until it is true, every few milliseconds, for at most `ms`. */
export const eventually = async (test: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`not true within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
