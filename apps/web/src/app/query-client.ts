import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { SESSION_EXPIRED_EVENT } from '../lib/session-context';

function reportExpiredSession(error: unknown) {
  if (error instanceof ApiError && error.status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

/** One place turns a 401 from any query or mutation into "logged out". */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportExpiredSession }),
    mutationCache: new MutationCache({ onError: reportExpiredSession }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Client errors will not fix themselves; network and server errors get one more try.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      },
    },
  });
}
