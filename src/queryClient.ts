import { QueryClient } from '@tanstack/react-query';

function status(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : undefined;
}

/** react-admin and our own queries share this client. Client errors (4xx) are answers, not glitches: no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const code = status(error);
          if (code !== undefined && code >= 400 && code < 500) return false;
          return failureCount < 2;
        },
        staleTime: 5_000,
      },
    },
  });
}
