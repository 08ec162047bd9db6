import { useGetList } from 'react-admin';
import type { Activity } from '../providers/domain.js';

/**
 * A day's activities by start (GET /v1/activities?day_id=…, the rows and visibility of GET /v1/days/{id}), under one
 * query key, so the manager's table and the day's history share one call.
 */
export function useDayActivities(dayId: string, options: { enabled?: boolean } = {}) {
  return useGetList<Activity>('activities', { filter: { day_id: dayId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'started_at', order: 'ASC' } }, options);
}
