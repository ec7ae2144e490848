import { QueryClient } from '@tanstack/react-query';

function status(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;
}

/** Client errors (4xx) are answers, not glitches: no retry; anything else is tried twice more. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  const code = status(error);
  if (code !== undefined && code >= 400 && code < 500) return false;
  return failureCount < 2;
}

/** react-admin and our own queries share this client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryTransient,
        staleTime: 5_000,
      },
    },
  });
}
