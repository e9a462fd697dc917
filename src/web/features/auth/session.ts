import { useQuery } from '@tanstack/react-query';
import type { AuthConfig, Me } from '../../../domain/me.ts';
import { isApiError, requestJson } from '../../lib/api.ts';
import { arrivedData, readJson } from '../../lib/early-reads.ts';
import { KEPT_NETWORK_MODE, withKeptRead } from '../../offline/kept-reads.ts';

export const ME_KEY = ['me'] as const;
export const AUTH_CONFIG_KEY = ['auth-config'] as const;
/** True from a sign-out in this tab until the landing page shows (see guardRedirect). */
export const SIGNED_OUT_KEY = ['signed-out'] as const;

/**
 * The signed-in user, or null when signed out (401 is an answer here, not an error). With the
 * network gone, the user kept on this computer (offline/kept-reads.ts): the app opens offline.
 */
export const fetchMe = withKeptRead<Me | null>(ME_KEY, async () => {
  try {
    return await readJson<Me>('/api/me');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
});

/**
 * `data` is undefined while loading or when /api/me failed: treat both as signed out once settled.
 * No retry on mount: a failed check must not restart (and re-show the loader) each time a component
 * that reads the user mounts. The page's early read, when it is already here, is the first answer
 * (a 401 is not: `fetchMe` takes it and answers null).
 */
export const useMe = () =>
  useQuery({
    queryKey: ME_KEY,
    queryFn: fetchMe,
    initialData: () => arrivedData<Me>('/api/me'),
    staleTime: 60_000,
    retryOnMount: false,
    networkMode: KEPT_NETWORK_MODE,
  });

/** The configured identity provider's name, or null (also when the config could not be loaded). */
export const useIdentityProvider = (): string | null => {
  const { data } = useQuery({
    queryKey: AUTH_CONFIG_KEY,
    queryFn: () => requestJson<AuthConfig>('GET', '/api/auth-config'),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data?.oidc?.name ?? null;
};

/** Whether the user signed out in this tab and has not reached a public page since. */
export const useJustSignedOut = () => {
  const { data } = useQuery({
    queryKey: SIGNED_OUT_KEY,
    queryFn: () => false,
    initialData: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
};
