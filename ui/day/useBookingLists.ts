import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { addDays } from '../common/dates.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { DimensionLists } from './booking.js';
import { sortDimensions, type DimensionSort, type DimensionUsage } from './dayView.js';

const NO_USAGE: DimensionUsage = new Map();

/**
 * The booking picker's lists in the person's order (day_processing.sort_dimensions). Usage counts the person's own
 * booked activity per project, subproject and working code over the last 12 months from the dimensions report (its
 * pre-aggregated month rows), read only when that order is chosen and the picker is open, and kept for the session.
 */
export function useBookingLists(lists: DimensionLists, sort: DimensionSort, open: boolean, today: string, userId: string | undefined): DimensionLists {
  const dataProvider = useDataProvider<AppDataProvider>();
  const usage = useQuery({
    queryKey: ['reports', 'booking-usage', userId, today],
    queryFn: async () => {
      const { data } = await dataProvider.report('dimensions', { start: addDays(today, -364), end: today, group_by: 'month', ...(userId ? { user_ids: [userId] } : {}) });
      const counts = new Map<string, number>();
      for (const row of data) {
        for (const id of [row.key.project_id, row.key.subproject_id, row.key.working_code_id]) {
          if (typeof id === 'string') counts.set(id, (counts.get(id) ?? 0) + row.activity_count);
        }
      }
      return counts;
    },
    enabled: sort === 'usage' && open && Boolean(userId),
    staleTime: Infinity,
  });
  const counts = usage.data ?? NO_USAGE;
  return useMemo(
    () => ({
      projects: sortDimensions(lists.projects, sort, counts),
      subprojects: sortDimensions(lists.subprojects, sort, counts),
      workingCodes: sortDimensions(lists.workingCodes, sort, counts),
    }),
    [lists, sort, counts],
  );
}
