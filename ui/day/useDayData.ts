import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer } from 'react';
import { flushSync } from 'react-dom';
import { useDataProvider, useGetList } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Activity, ActivityCluster, Day } from '../providers/domain.js';
import { SETTINGS_KEY } from '../providers/settingsMethods.js';
import { dayViewOf, type DayView } from './dayView.js';
import { buildDayModel, EMPTY_DAY, withActivities, type DayModel } from './model.js';

/** The overview of a date; under 'days', so every day-flow command refetches it (useDomainCommand). */
const overviewKey = (date: string) => ['days', 'overview', date] as const;

export interface DayData {
  /** The day record (id, status); undefined while loading and on a date without activity. */
  day: Day | undefined;
  model: DayModel;
  /** The person's effective day_processing preference: what the screen shows and how it orders its lists. */
  view: DayView;
  isPending: boolean;
  /** Puts the activities a command answered in place at once, before the refetch that follows every command. */
  applyActivities(activities: readonly Activity[]): void;
}

/**
 * One date of the signed-in user: the day record (GET /v1/days, for its id and status) and its activity clustered
 * by subject (POST /v1/rpc/activities/overview), asked for side by side, with the person's preferences (GET
 * /v1/preferences, kept under the settings screen's key: read once, and again after a setting is saved).
 */
export function useDayData(date: string, userId: string | undefined): DayData {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // The overview is of your own day anyway, so it need not wait for who you are; the day record does (a manager
  // sees other people's published days on the same date).
  const days = useGetList<Day>(
    'days',
    { filter: { date, user_id: userId }, pagination: { page: 1, perPage: 1 }, sort: { field: 'date', order: 'DESC' } },
    { enabled: Boolean(userId) },
  );
  const overview = useQuery({
    queryKey: overviewKey(date),
    queryFn: async () => (await dataProvider.dayOverview({ date })).data,
  });
  const preferences = useQuery({ queryKey: [...SETTINGS_KEY, 'preferences', 'user'], queryFn: () => dataProvider.preferences('user') });
  const view = useMemo(() => dayViewOf(preferences.data), [preferences.data]);
  const clusters = overview.data;
  const model = useMemo(() => (clusters ? buildDayModel(clusters) : EMPTY_DAY), [clusters]);

  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const applyActivities = useCallback(
    (activities: readonly Activity[]) => {
      queryClient.setQueryData<ActivityCluster[]>(overviewKey(date), (old) => (old ? withActivities(old, activities) : old));
      // Render in the task that handles the answer: react-query tells its observers only on a later tick, and the
      // observer already holds the new data (useQuery reads it during this render).
      flushSync(rerender);
    },
    [queryClient, date],
  );

  return { day: days.data?.[0], model, view, isPending: !userId || days.isPending || overview.isPending || preferences.isPending, applyActivities };
}
