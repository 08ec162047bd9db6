import { Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { coloured } from '../charts/palette.js';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatHours, formatShare } from '../common/figures.js';
import type { ReportParams } from './reportParams.js';
import { productivityRows } from './reportViews.js';
import { useReport } from './useReport.js';
import { useReportLabels } from './useReportLabels.js';

/** Productivity: per person, how much of their time is booked and published (the users report over the interval). */
export function ProductivityTab({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const report = useReport('users', { start: params.start, end: params.end, group_by: params.groupBy });
  const rows = report.data?.data ?? [];
  const { rowLabel } = useReportLabels('users', rows, params.groupBy);
  if (!report.data) return <Skeleton variant="rounded" height={420} />;
  const people = productivityRows(rows, rowLabel);
  const percent = (share: number | null) => (share === null ? '–' : formatShare(share, locale));
  const series = coloured([
    { id: 'booked', label: translate('tally.reports.columns.booked'), data: people.map((row) => (row.booked_share ?? 0) * 100) },
    { id: 'published', label: translate('tally.reports.columns.published'), data: people.map((row) => (row.published_share ?? 0) * 100) },
  ]);
  return (
    <Card variant="outlined" data-testid="report-productivity">
      <CardContent>
        {people.length > 0 ? (
          <BarChart
            height={Math.max(160, people.length * 48 + 80)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: people.map((row) => row.label), width: 140 }]}
            xAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => percent(value / 100) }]}
            series={series.map((entry) => ({ ...entry, valueFormatter: (value: number | null) => percent((value ?? 0) / 100) }))}
            slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
          />
        ) : null}
        <Table size="small" data-testid="productivity-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate('tally.reports.key.users')}</TableCell>
              <TableCell align="right">{translate('tally.reports.columns.duration')}</TableCell>
              <TableCell align="right">{translate('tally.reports.columns.booked')}</TableCell>
              <TableCell align="right">{translate('tally.reports.productivity.booked_share')}</TableCell>
              <TableCell align="right">{translate('tally.reports.productivity.published_share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {people.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">{formatHours(row.totals.duration, locale)}</TableCell>
                <TableCell align="right">{formatHours(row.totals.booked_duration, locale)}</TableCell>
                <TableCell align="right">{percent(row.booked_share)}</TableCell>
                <TableCell align="right">{percent(row.published_share)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
