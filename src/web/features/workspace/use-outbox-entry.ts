import { useQuery } from '@tanstack/react-query';
import { openingEntry } from '../../offline/outbox-flush.ts';
import { useMe } from '../auth/session.ts';

/**
 * The save outbox's entry of a project about to open (null when none), read fresh on every open
 * once any flush or write of it has finished; never kept in the query cache.
 */
export const useOutboxEntry = (projectId: string) => {
  const userId = useMe().data?.user.id;
  const read = useQuery({
    queryKey: ['outbox-entry', userId, projectId],
    queryFn: () => (userId ? openingEntry(userId, projectId) : null),
    networkMode: 'always',
    gcTime: 0,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    retry: false,
  });
  return { entry: read.data ?? null, isReady: read.isFetchedAfterMount || read.isError };
};
