import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { areaOf, reportError } from '../errors/reporter.js';
import { statusOf } from '../errors/policy.js';

/** `meta: { errorDisplay: 'none' }` on a query or mutation: the screen shows that error itself. */
const silenced = (meta: Record<string, unknown> | undefined) => meta?.errorDisplay === 'none';

/**
 * react-query with the error display wired in: every failed query and mutation (react-admin's and the screens'
 * own useMutation calls alike) goes to the reporter. A failed call is retried only when the server did not
 * answer (network) or answered 5xx, once; a 4xx answer will not change by asking again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!silenced(query.meta)) reportError(error, areaOf(query.queryKey));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!silenced(mutation.meta)) reportError(error, areaOf(mutation.options.mutationKey));
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const status = statusOf(error);
          return failureCount < 1 && (status === undefined || status >= 500);
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
