import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { readJson } from '../../lib/early-reads.ts';

/** The component catalogue (`GET /api/catalogue`) for the components sidebar; it rarely changes. */
export const useCatalogue = () =>
  useQuery({
    queryKey: ['catalogue'],
    queryFn: () => readJson<CatalogueItem[]>('/api/catalogue'),
    staleTime: 10 * 60_000,
  });
