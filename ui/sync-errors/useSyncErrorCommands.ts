import { useNotify } from 'react-admin';
import { useDomainCommand } from '../providers/useDomainCommand.js';
import { SYNC_ERRORS_KEY } from './useSyncErrors.js';

const refreshes = { invalidates: [SYNC_ERRORS_KEY] };
type Done = () => void;

/**
 * Retry (some or all) and cancel. Each refetches the list, then tells how many pushes it changed and calls
 * `done` (to close a confirmation, clear the selection); errors go to the error display.
 */
export function useSyncErrorCommands() {
  const notify = useNotify();
  const retry = useDomainCommand('retrySyncErrors', refreshes);
  const retryAll = useDomainCommand('retryAllSyncErrors', refreshes);
  const cancel = useDomainCommand('cancelSyncErrors', refreshes);
  const tell = (what: 'retried' | 'cancelled', done?: Done) => ({
    onSuccess: ({ data }: { data: { count: number } }) => {
      notify(data.count > 0 ? `tally.sync_errors.done.${what}` : 'tally.sync_errors.done.nothing', { type: 'info', messageArgs: { smart_count: data.count } });
      done?.();
    },
  });
  return {
    pending: retry.isPending || retryAll.isPending || cancel.isPending,
    retry: (activityIds: string[], done?: Done) => retry.mutate([activityIds], tell('retried', done)),
    retryAll: (done?: Done) => retryAll.mutate([], tell('retried', done)),
    cancel: (activityIds: string[], done?: Done) => cancel.mutate([activityIds], tell('cancelled', done)),
  };
}
