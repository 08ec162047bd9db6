import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Day } from '../providers/domain.js';
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
 * The week's published days and the firm's people (GET /v1/users/team, for managers and administrators alike):
 * everyone active has a row, so who published nothing shows too; someone deactivated since keeps their name on
 * the days they published.
 */
export function usePublishedWeek(monday: string, sunday: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const days = useQuery({
    queryKey: ['days', 'published', monday, sunday],
    queryFn: () => publishedDaysBetween(dataProvider, monday, sunday),
  });
  const team = useQuery({ queryKey: ['users', 'team'], queryFn: () => dataProvider.team() });

  const people = team.data?.data ?? [];
  const names = new Map(people.map((person) => [person.id, person.name_full]));
  const known: GridUser[] = people.filter((person) => person.is_active).map((person) => ({ id: person.id, name: person.name_full }));

  return { days: days.data ?? [], isPending: days.isPending || team.isPending, known, names };
}
