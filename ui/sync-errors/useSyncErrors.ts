import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetMany, useTranslate } from 'react-admin';
import { useBookingNames } from '../common/bookingNames.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { SyncError, SyncErrorQuery, User } from '../providers/domain.js';

/** Under 'sync-errors': the retry and cancel commands refetch it. */
export const SYNC_ERRORS_KEY = 'sync-errors';
/** While pushes are being tried again the list follows them, until they succeed (and leave) or fail again. */
const FOLLOW_MS = 3000;

const NONE: SyncError[] = [];

export const isBeingRetried = (error: SyncError): error is SyncError & { next_attempt_at: string } => error.next_attempt_at !== null;

/**
 * One page of the organisation's sync errors, with the names of the people, contacts and dimensions they are
 * about. Polls while any listed push has a next attempt coming.
 */
export function useSyncErrors(query: SyncErrorQuery) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const list = useQuery({
    queryKey: [SYNC_ERRORS_KEY, 'list', query],
    queryFn: () => dataProvider.syncErrors(query),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.data.some(isBeingRetried) ? FOLLOW_MS : false),
  });
  const errors = list.data?.data ?? NONE;
  const users = useGetMany<User>('users', { ids: [...new Set(errors.map((error) => error.user_id))] });
  const bookingName = useBookingNames(errors.map((error) => error.dimensions));
  const userName = (id: string) => users.data?.find((user) => user.id === id)?.name_full ?? translate('tally.sync_errors.unknown_user', { id: id.slice(0, 8) });
  return {
    errors,
    total: list.data?.meta.pagination.total ?? 0,
    isPending: list.isPending,
    isFetching: list.isFetching,
    userName,
    bookingName,
  };
}
