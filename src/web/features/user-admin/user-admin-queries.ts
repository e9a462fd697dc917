import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/constants.ts';
import type { UserRolesUpdate } from '../../../domain/user-admin.ts';
import { ME_KEY } from '../auth/session.ts';
import { listUsers, updateUserRoles } from './user-admin-api.ts';
import { toUserListQuery } from './user-admin-params.ts';

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
 * A role change, then every list again (the count of super admins moves) and the signed-in
 * person's own roles, in case the change was theirs.
 */
export const useUpdateRoles = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserRolesUpdate }) => updateUserRoles(id, changes),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: userAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  });
};
