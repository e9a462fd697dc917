import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP proxy in front of a test's PostgreSQL that can play its outages, without touching the
 * shared cluster: `stop()` refuses new connections and resets open ones (a server down or
 * restarting), `freeze()` keeps every connection open but forwards nothing (a host that hangs),
 * `resume()` brings both back.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  stop(): Promise<void>;
  freeze(): void;
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket | null;
}

/** Bytes a frozen proxy received and holds back until it resumes. */
interface Held {
  to: Socket;
  data: Buffer;
}

export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const pairs = new Set<Pair>();
  let frozen = false;
  let held: Held[] = [];
  let server: Server | null = null;

  const forward = (from: Socket, to: Socket) =>
    from.on('data', (data: Buffer) => {
      if (frozen) held.push({ to, data });
      else to.write(data);
    });

  const connectUpstream = (pair: Pair) => {
    const upstream = new Socket();
    pair.upstream = upstream;
    upstream.connect(target.port, target.host);
    forward(pair.client, upstream);
    forward(upstream, pair.client);
    const drop = () => {
      pair.client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    upstream.on('error', drop).on('close', drop);
    pair.client.on('close', drop);
  };

  const accept = (client: Socket) => {
    const pair: Pair = { client, upstream: null };
    pairs.add(pair);
    client.on('error', () => {});
    // A frozen proxy accepts a connection and then says nothing, as a hung host's kernel does.
    if (!frozen) connectUpstream(pair);
    else client.on('close', () => pairs.delete(pair));
  };

  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const next = createServer(accept);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve(next));
    });

  server = await listen(0);
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy has no port');
  const port = address.port;

  const closeListener = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  const stop = async () => {
    held = [];
    const closing = closeListener();
    for (const pair of pairs) {
      pair.client.resetAndDestroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
    await closing;
  };

  return {
    port,
    urlFor(url) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    stop,
    freeze() {
      frozen = true;
    },
    async resume() {
      frozen = false;
      for (const { to, data } of held) if (!to.destroyed) to.write(data);
      held = [];
      for (const pair of pairs) if (!pair.upstream && !pair.client.destroyed) connectUpstream(pair);
      // The same port again, as a restarted server listens where it did.
      if (!server) server = await listen(port);
    },
    close: stop,
  };
};
