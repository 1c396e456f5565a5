import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Retry only what may pass next time: no answer or a server hiccup, never a 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !isApiError(error)) return false;
  // Offline, a retry would wait for the network with a spinner: the screen says it failed and offers its own.
  if (error.status === 0) return navigator.onLine;
  return error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Ask even when the browser says it is offline: the service worker may answer from its
        // copy (saved stories), and a failure shows what the device keeps.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
