import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../../domain/site.ts';
import { requestJson } from './api.ts';

/** `GET /api/site-settings`: what the school running the server set; they change with a restart. */
export const useSiteSettings = () =>
  useQuery({
    queryKey: ['site-settings'],
    queryFn: () => requestJson<SiteSettings>('GET', '/api/site-settings'),
    staleTime: Number.POSITIVE_INFINITY,
  });
