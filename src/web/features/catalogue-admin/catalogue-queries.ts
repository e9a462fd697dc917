import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCatalogueItem } from './catalogue-api.ts';

/**
 * The key under which `useCatalogue` (workspace/catalogue.ts) caches `GET /api/catalogue`; every
 * change here invalidates it, so the workspace's components sidebar sees the change too.
 */
export const CATALOGUE_KEY = ['catalogue'] as const;

/**
 * Not optimistic: on failure the row simply stays where it was. The list is read again without
 * being waited for, so "deleted" (or "could not delete") is said as soon as the server answers,
 * not after the whole catalogue has come back (a loaded CI machine once took more than 15 s).
 */
export const useDeleteCatalogueItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogueItem,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
    },
  });
};
