import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/constants.ts';
import type { UserRolesUpdate } from '../../../domain/user-admin.ts';
import { ME_KEY } from '../auth/session.ts';
import { listUsers, updateUserRoles } from './user-admin-api.ts';
import { toUserListQuery } from './user-admin-params.ts';
import { type UserPages, withChangedRow } from './user-roles.ts';

export const userAdminKeys = {
  all: ['users', 'admin'] as const,
  list: (search: string) => ['users', 'admin', 'list', search] as const,
};

export const useUserPages = (search: string) =>
  useInfiniteQuery({
    queryKey: userAdminKeys.list(search),
    queryFn: ({ pageParam }) =>
      listUsers(toUserListQuery(search, { cursor: pageParam, limit: LIMITS.pageSize })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * A role change: the server's answer goes into the lists at once, so the switch shows it and "saved"
 * is said as soon as the server answers; then every list is read again (others may have changed
 * roles too) and the signed-in person's own roles, in case the change was theirs, unwaited: a long
 * list reads its pages one after another, and the alert used to wait for all of them.
 */
export const useUpdateRoles = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserRolesUpdate }) => updateUserRoles(id, changes),
    onSuccess: (row) => {
      queryClient.setQueriesData<UserPages>({ queryKey: userAdminKeys.all }, (data) =>
        withChangedRow(data, row),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
};
