import { useGetMany, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatDate } from '../common/dates.js';
import { isoWeek } from '../common/weeks.js';
import type { ReportKind, ReportRow } from '../providers/domain.js';
import type { GroupBy } from './reportParams.js';

const idsOf = (rows: readonly ReportRow[], field: string) => [...new Set(rows.map((row) => row.key[field]).filter((id): id is string => typeof id === 'string'))];

/**
 * How a report row and a period read. The API names a row by its most specific key (a working code, say);
 * a booking reads better as its path, so the project and subproject names are looked up (react-admin's cache).
 */
export function useReportLabels(kind: ReportKind, rows: readonly ReportRow[], groupBy: GroupBy) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const dimensions = kind === 'dimensions';
  const projects = useGetMany<{ id: string; name: string }>('projects', { ids: dimensions ? idsOf(rows, 'project_id') : [] });
  const subprojects = useGetMany<{ id: string; name: string }>('subprojects', { ids: dimensions ? idsOf(rows, 'subproject_id') : [] });
  const names = new Map([...(projects.data ?? []), ...(subprojects.data ?? [])].map((record) => [record.id, record.name]));
  const unknown = translate('tally.reports.unknown');

  const rowLabel = (row: ReportRow): string => {
    const { key } = row;
    switch (kind) {
      case 'contacts':
        if (key.internal === true) return translate('tally.reports.internal');
        return key.contact_id ? (row.name ?? unknown) : translate('tally.reports.untagged');
      case 'dimensions': {
        if (!key.project_id) return translate('tally.reports.unbooked');
        const path = [key.project_id, key.subproject_id, key.working_code_id].filter((id): id is string => typeof id === 'string');
        return path.map((id, i) => (i === path.length - 1 ? (row.name ?? names.get(id) ?? unknown) : (names.get(id) ?? '…'))).join(' / ');
      }
      case 'users':
        return row.name ?? unknown;
      case 'sources': {
        const type = typeof key.source_type === 'string' ? key.source_type : '';
        return translate(`tally.source_types.${type}`, { _: type || unknown });
      }
    }
  };

  const periodLabel = (period: string, long = false): string => {
    if (groupBy === 'month') return formatDate(`${period}-01`, locale, { month: long ? 'long' : 'short', year: 'numeric' });
    if (groupBy === 'week') {
      const { week, year } = isoWeek(period);
      return long ? `${translate('tally.reports.week_label', { number: week })} ${year} (${formatDate(period, locale, { day: 'numeric', month: 'short' })})` : translate('tally.reports.week_label', { number: week });
    }
    return formatDate(period, locale, long ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' });
  };

  return { rowLabel, periodLabel };
}
