/**
 * Whether this page may use what offline work and the simulator need. A service worker needs a
 * secure context (HTTPS, or localhost); the simulator's SharedArrayBuffer needs the page
 * cross-origin isolated, which browsers only grant to a secure context. A school serving Chispa on
 * a LAN address over plain HTTP (http://192.168.1.10:3000) gets neither. Pure, so it is tested alone.
 */

export interface PageSecurity {
  isSecureContext: boolean;
  crossOriginIsolated: boolean;
}

export type SecurityProblem = 'plainHttp' | 'notIsolated' | null;

/**
 * `plainHttp`: neither secure nor isolated (no offline, no simulator: the fix is HTTPS);
 * `notIsolated`: secure but not isolated (the simulator cannot run: the isolation headers did not
 * arrive, e.g. a proxy dropped them); null when all works.
 */
export const securityProblemOf = ({
  isSecureContext,
  crossOriginIsolated,
}: PageSecurity): SecurityProblem => {
  if (crossOriginIsolated) return null;
  return isSecureContext ? 'notIsolated' : 'plainHttp';
};

/** This page's security as the browser reports it (all fine outside a browser). */
export const pageSecurity = (): PageSecurity =>
  typeof window === 'undefined'
    ? { isSecureContext: true, crossOriginIsolated: true }
    : { isSecureContext: window.isSecureContext, crossOriginIsolated: window.crossOriginIsolated };
