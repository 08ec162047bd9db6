import { skipToken, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Day, DaySyncState } from '../providers/domain.js';

/** Under 'days': a day-flow command refetches it with the day. */
const daySyncKey = (dayId: string) => ['days', 'sync', dayId] as const;
/** While pushes are under way the state follows them. */
const FOLLOW_MS = 5000;
/** Pushes start shortly after publishing: until then a just-published day has none (unknown) and is followed too. */
const STARTING_MS = 60_000;

/** A day something was pushed from. */
export type PushedDay = DaySyncState & { status: Exclude<DaySyncState['status'], 'unknown'> };
const isPushed = (state: DaySyncState): state is PushedDay => state.status !== 'unknown';

/**
 * A published day's push state (POST /v1/rpc/days/external-crm/status); undefined for other days and for days
 * nothing was pushed from (no connection when it was published): those show no sync state at all.
 */
export function useDaySyncState(day: Pick<Day, 'id' | 'status' | 'published_at'> | undefined): PushedDay | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const published = day?.status === 'published';
  const { data } = useQuery({
    queryKey: daySyncKey(day?.id ?? ''),
    queryFn: published ? async () => (await dataProvider.daySyncStatus(day.id)).data : skipToken,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      const starting = status === 'unknown' && day?.published_at != null && Date.now() - Date.parse(day.published_at) < STARTING_MS;
      return status === 'busy' || starting ? FOLLOW_MS : false;
    },
  });
  return published && data && isPushed(data) ? data : undefined;
}
