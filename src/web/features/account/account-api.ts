import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword, UpdateProfile } from '../../../domain/auth.ts';
import { meSchema } from '../../../domain/me.ts';
import { isApiError, request } from '../../lib/api.ts';
import { ME_KEY } from '../auth/session.ts';

/** The account API (src/server/auth/account-routes.ts): plain functions, one per call. */

export const updateProfile = (body: UpdateProfile) => request('PATCH', '/api/me', { body, schema: meSchema });

/** 204; the answer also carries this browser's new session cookie (every other session ends). */
export const changePassword = (body: ChangePassword) => request('PUT', '/api/me/password', { body });

/** A 401 means this session ended (say, a password change elsewhere): the route guard takes over. */
const refreshWhenSignedOut = (queryClient: QueryClient, error: unknown) => {
  if (isApiError(error) && error.status === 401) void queryClient.invalidateQueries({ queryKey: ME_KEY });
};

/**
 * Renaming answers with the new `me`, so the menu, avatar and greeting change at once. Every other
 * cached answer may show the old name too: it is marked stale and fetched again where next shown,
 * without refetching what is on screen now (an open board keeps its copy).
 */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onError: (error) => refreshWhenSignedOut(queryClient, error),
    onSuccess: (me) => {
      queryClient.setQueryData(ME_KEY, me);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== ME_KEY[0],
        refetchType: 'none',
      });
    },
  });
};

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onError: (error) => refreshWhenSignedOut(queryClient, error),
  });
};
