import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { ConnectionKind } from '../../domain/push/systems.js';
import type { ConnectionStatus } from '../providers/domain.js';

export const connectionKey = (kind: ConnectionKind) => ['connections', kind] as const;

/** A connection's status (api-contract §7.13, §7.14). */
export function useConnectionStatus(kind: ConnectionKind) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: connectionKey(kind), queryFn: async () => (await dataProvider.connectionStatus(kind)).data });
}

/**
 * One connect-flow call at a time for a grant: its answer is the new status, put in place at once. Its error is
 * shown where the person acted (a refused token is not a wrong password), so it is not passed to the error display.
 */
export function useConnectionCommand(kind: ConnectionKind) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['connections', kind],
    mutationFn: (call: (dataProvider: AppDataProvider) => Promise<{ data: ConnectionStatus }>) => call(dataProvider),
    meta: { errorDisplay: 'none' },
    onSuccess: ({ data }) => queryClient.setQueryData(connectionKey(kind), data),
  });
}
