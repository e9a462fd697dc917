import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../../domain/site.ts';
import { KEPT_NETWORK_MODE, withKeptRead } from '../offline/kept-reads.ts';
import { requestJson } from './api.ts';

/** `GET /api/site-settings`: what the school running the server set; they change with a restart. */
export const useSiteSettings = () =>
  useQuery({
    queryKey: ['site-settings'],
    queryFn: withKeptRead(['site-settings'], () => requestJson<SiteSettings>('GET', '/api/site-settings')),
    networkMode: KEPT_NETWORK_MODE,
    staleTime: Number.POSITIVE_INFINITY,
  });
