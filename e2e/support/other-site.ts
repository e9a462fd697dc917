import { createServer } from 'node:http';
import { findFreePort } from './ports.ts';

export interface OtherSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves `html` at every path from http://localhost:<free port>: another origin than the app, but
 * the same site (cookies ignore ports), so SameSite=Lax cookies still go along with its requests.
 */
export const startOtherSite = async (html: string): Promise<OtherSite> => {
  const port = await findFreePort();
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://localhost:${port}/`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
