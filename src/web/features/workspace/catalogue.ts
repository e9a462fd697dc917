import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { requestJson } from '../../lib/api.ts';

/** The component catalogue (`GET /api/catalogue`) for the components sidebar; it rarely changes. */
export const useCatalogue = () =>
  useQuery({
    queryKey: ['catalogue'],
    queryFn: () => requestJson<CatalogueItem[]>('GET', '/api/catalogue'),
    staleTime: 10 * 60_000,
  });
