import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api.ts';

/** A client error (4xx) will not change by asking again; a network or server failure might. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
