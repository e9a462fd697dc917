import { connect, type Socket } from 'node:net';

/** What one raw connection saw: the status of each answer, their headers, and how it ended. */
export interface RawConnection {
  socket: Socket;
  /** Status codes of the answers read so far, in order. */
  statuses: number[];
  /** Lower-cased headers of each answer read so far. */
  headers: Record<string, string>[];
  /** The socket error (ECONNRESET, ECONNREFUSED, …), if any. */
  error(): NodeJS.ErrnoException | null;
  /** Resolves once `count` answers are read or the connection ends. */
  answers(count: number): Promise<void>;
  /** Resolves once the connection is closed, by either side. */
  closed: Promise<void>;
}

/** An HTTP/1.1 request as text; with `body`, its length is announced (the body itself is sent apart). */
export const requestText = (
  method: string,
  url: string,
  options: { keepAlive?: boolean; body?: string } = {},
) =>
  [
    `${method} ${url} HTTP/1.1`,
    'host: 127.0.0.1',
    `connection: ${options.keepAlive ? 'keep-alive' : 'close'}`,
    ...(options.body === undefined
      ? []
      : ['content-type: application/json', `content-length: ${Buffer.byteLength(options.body)}`]),
    '',
    '',
  ].join('\r\n');

/** Splits the bytes read into whole answers (Content-Length bodies, which is all our API sends here). */
const takeAnswers = (buffer: string, found: (status: number, headers: Record<string, string>) => void) => {
  let rest = buffer;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return rest;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + length) return rest;
    found(Number(statusLine.split(' ')[1]), headers);
    rest = rest.slice(end + 4 + length);
  }
};

/**
 * A plain TCP connection speaking HTTP/1.1 by hand: unlike fetch, it shows exactly whether the
 * server answered, closed cleanly or reset the connection, and it can send a body slowly.
 */
export const openRaw = (port: number, firstBytes = ''): RawConnection => {
  const socket = connect({ port, host: '127.0.0.1' });
  const statuses: number[] = [];
  const headers: Record<string, string>[] = [];
  let failure: NodeJS.ErrnoException | null = null;
  let pending = '';
  const waiters = new Set<() => void>();
  let isClosed = false;
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    pending = takeAnswers(pending + chunk, (status, head) => {
      statuses.push(status);
      headers.push(head);
    });
    wake();
  });
  socket.on('error', (error) => {
    failure = error;
  });
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      wake();
      resolve();
    }),
  );
  if (firstBytes) socket.write(firstBytes);
  return {
    socket,
    statuses,
    headers,
    error: () => failure,
    closed,
    answers: (count) =>
      new Promise((resolve) => {
        const check = () => {
          if (statuses.length < count && !isClosed) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
  };
};

/** Whether a new TCP connection to `port` is accepted (true) or refused (false). */
export const isAccepting = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
