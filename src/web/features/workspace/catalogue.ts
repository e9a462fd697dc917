import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { catalogueItemSchema } from '../../../domain/catalogue.ts';
import { request } from '../../lib/api.ts';

/** The component catalogue (`GET /api/catalogue`) for the components sidebar; it rarely changes. */
export const useCatalogue = () =>
  useQuery({
    queryKey: ['catalogue'],
    queryFn: () => request('GET', '/api/catalogue', { schema: z.array(catalogueItemSchema) }),
    staleTime: 10 * 60_000,
  });
