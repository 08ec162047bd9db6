import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, usePermissions } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Day, User } from '../providers/domain.js';
import type { GridUser } from './grid.js';

const PAGE = 1000; // the days list's maximum page size

/**
 * Published days from Monday to Sunday. The list call takes one condition per field, so it asks from Monday on,
 * date ascending, and pages only while the pages still reach into the week.
 */
async function publishedDaysBetween(dataProvider: AppDataProvider, from: string, to: string): Promise<Day[]> {
  const days: Day[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await dataProvider.getList<Day>('days', {
      filter: { status: 'published', 'date@gte': from },
      pagination: { page, perPage: PAGE },
      sort: { field: 'date', order: 'ASC' },
    });
    days.push(...data.filter((day) => day.date <= to));
    if (data.length < PAGE || data[data.length - 1]!.date > to) return days;
  }
}

/**
 * The week's published days and the people they belong to. Administrators get the organisation's users (so
 * who published nothing shows too); managers may not list users, so their names come from the week's users
 * report, which covers exactly the days they may see.
 */
export function usePublishedWeek(monday: string, sunday: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<string>();
  const admin = permissions === 'admin';
  const days = useQuery({
    queryKey: ['days', 'published', monday, sunday],
    queryFn: () => publishedDaysBetween(dataProvider, monday, sunday),
  });
  const users = useGetList<User>('users', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name_first', order: 'ASC' } }, { enabled: admin });
  const report = useQuery({
    queryKey: ['reports', 'users', monday, sunday],
    queryFn: () => dataProvider.report('users', { start: monday, end: sunday, group_by: 'week' }),
    enabled: permissions !== undefined && !admin,
  });

  const names = new Map<string, string>();
  for (const row of report.data?.data ?? []) if (typeof row.key.user_id === 'string' && row.name) names.set(row.key.user_id, row.name);
  for (const user of users.data ?? []) names.set(user.id, user.name_full);
  const known: GridUser[] = (users.data ?? []).filter((user) => !user.is_deactivated).map((user) => ({ id: user.id, name: user.name_full }));

  return {
    days: days.data ?? [],
    isPending: days.isPending || (admin && users.isPending),
    known,
    names,
  };
}
