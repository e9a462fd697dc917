import { useQuery } from '@tanstack/react-query';
import type { CatalogueItem } from '../../../domain/catalogue.ts';
import { readJson } from '../../lib/early-reads.ts';
import { KEPT_NETWORK_MODE, withKeptRead } from '../../offline/kept-reads.ts';

/** The component catalogue (`GET /api/catalogue`) for the components sidebar; it rarely changes. */
export const useCatalogue = () =>
  useQuery({
    queryKey: ['catalogue'],
    queryFn: withKeptRead(['catalogue'], () => readJson<CatalogueItem[]>('/api/catalogue')),
    networkMode: KEPT_NETWORK_MODE,
    staleTime: 10 * 60_000,
  });
