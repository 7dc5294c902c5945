import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

// A 4xx will not change on retry; a network blip or 5xx gets one more try.
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
