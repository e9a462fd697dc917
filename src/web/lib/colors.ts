import { useQuery } from '@tanstack/react-query';
import type { Color } from '../../domain/colors.ts';
import { KEPT_NETWORK_MODE, withKeptRead } from '../offline/kept-reads.ts';
import { readJson } from './early-reads.ts';

/** `GET /api/colors`, the wire palette: the editor offers it, colours management changes it. */
export const COLORS_KEY = ['colors'] as const;

export const fetchColors = () => readJson<Color[]>('/api/colors');

/** The palette rarely changes; colours management refreshes this key on every change it makes. */
export const useColors = () =>
  useQuery({
    queryKey: COLORS_KEY,
    queryFn: withKeptRead(COLORS_KEY, fetchColors),
    staleTime: 10 * 60_000,
    networkMode: KEPT_NETWORK_MODE,
  });
