import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/constants.ts';
import { fetchGroupOptions, listGroupInvitations, listGroupStudents, listGroups } from './group-admin-api.ts';
import { type GroupAdminFilters, toGroupListQuery } from './group-admin-params.ts';

/** Every key starts with 'groups', so a `group.changed` live event makes them all stale. */
export const groupAdminKeys = {
  all: ['groups'] as const,
  lists: ['groups', 'admin', 'list'] as const,
  list: (filters: GroupAdminFilters, institutionId = '') =>
    ['groups', 'admin', 'list', filters, institutionId] as const,
  options: (institutionId = '') => ['groups', 'admin', 'options', institutionId] as const,
  students: (id: string, q: string) => ['groups', 'admin', 'students', id, q] as const,
  invitations: (id: string) => ['groups', 'admin', 'invitations', id] as const,
};

/** `institutionId` (the Backoffice's): only that institution's groups. */
export const useGroupPages = (filters: GroupAdminFilters, institutionId?: string) =>
  useInfiniteQuery({
    queryKey: groupAdminKeys.list(filters, institutionId),
    queryFn: ({ pageParam }) =>
      listGroups(toGroupListQuery(filters, { cursor: pageParam, limit: LIMITS.pageSize }, institutionId)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useGroupOptions = (institutionId?: string) =>
  useQuery({
    queryKey: groupAdminKeys.options(institutionId),
    queryFn: () => fetchGroupOptions(institutionId),
  });

export const useGroupStudents = (id: string | null, q: string) =>
  useQuery({
    queryKey: groupAdminKeys.students(id ?? '', q),
    queryFn: () => listGroupStudents(id ?? '', q),
    enabled: id !== null,
    placeholderData: (previous) => previous,
  });

export const useGroupInvitations = (id: string) =>
  useQuery({ queryKey: groupAdminKeys.invitations(id), queryFn: () => listGroupInvitations(id) });

/** After any change: every group query (the table, the options, students, a person's own groups). */
export const refreshGroups = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: groupAdminKeys.all });
