import type { FastifyReply } from 'fastify';

/** Copies better-auth's Set-Cookie headers (session, OAuth state) onto our reply. */
export const forwardCookies = (from: Response, reply: FastifyReply) => {
  const cookies = from.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
};
