import type { TrustProxy } from './env.ts';

type FastifyTrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count is a function of the hop's position: Fastify 5
 * takes a bare number as "trust nothing" (it cannot check the peer), so `1` would see every client
 * as the proxy. Addresses go as a list, which Fastify compiles (IPs, CIDRs, proxy-addr's names).
 */
export const trustProxyOption = (trust: TrustProxy): FastifyTrustProxy => {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.addresses;
};
