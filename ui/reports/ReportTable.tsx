import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import type { ReportKind, ReportTotals } from '../providers/domain.js';
import { toCsv, type TableRow as ReportTableRow } from './reportTable.js';
import { formatDuration, formatHours, formatShare, hoursTotal } from '../common/figures.js';

export type TableView = 'key' | 'period';

interface ReportTableProps {
  kind: ReportKind;
  view: TableView;
  onViewChange: (view: TableView) => void;
  rows: readonly ReportTableRow[];
  /** The API's meta.totals: the shares are of its duration. */
  totals: ReportTotals;
  /** The file name for the CSV export, without extension. */
  fileName: string;
}

/** The report as a table: hours with two decimals (h:mm on hover), the rows' totals underneath as the rows show them (docs/figures.md), and CSV export. */
export function ReportTable({ kind, view, onViewChange, rows, totals, fileName }: ReportTableProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const first = view === 'key' ? translate(`tally.reports.key.${kind}`) : translate('tally.reports.columns.period');
  const header = [first, ...(['duration', 'booked', 'published', 'count'] as const).map((column) => translate(`tally.reports.columns.${column}`))];
  const hours = (seconds: number, testId?: string) => (
    <TableCell align="right" title={formatDuration(seconds)} data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatHours(seconds, locale)}
    </TableCell>
  );
  const share = (seconds: number) => (totals.duration > 0 ? formatShare(seconds / totals.duration, locale) : '—');

  // The total row adds up the rows as shown: a column of hundredths sums to its total.
  const shown = (figure: 'duration' | 'booked_duration' | 'published_duration') => hoursTotal(rows.map((row) => row.totals[figure]));
  const footer: ReportTotals = { activity_count: totals.activity_count, duration: shown('duration'), booked_duration: shown('booked_duration'), published_duration: shown('published_duration') };

  const exportCsv = () => {
    const total: ReportTableRow = { id: 'total', label: translate('tally.reports.total'), totals: footer };
    const url = URL.createObjectURL(new Blob([toCsv(header, rows, total)], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${fileName}.csv` });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: TableView | null) => next && onViewChange(next)}>
          <ToggleButton value="key" data-testid="report-view-key">
            {translate('tally.reports.table_by.key')}
          </ToggleButton>
          <ToggleButton value="period" data-testid="report-view-period">
            {translate('tally.reports.table_by.period')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" startIcon={<DownloadIcon />} onClick={exportCsv} data-testid="report-export">
          {translate('tally.reports.export')}
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" data-testid="report-table">
          <TableHead>
            <TableRow>
              {header.map((text, i) => (
                <TableCell key={text} align={i === 0 ? 'left' : 'right'}>
                  {text}
                </TableCell>
              ))}
              <TableCell align="right">{translate('tally.reports.columns.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                {hours(row.totals.duration, `report-duration-${row.id}`)}
                {hours(row.totals.booked_duration)}
                {hours(row.totals.published_duration)}
                <TableCell align="right">{row.totals.activity_count}</TableCell>
                <TableCell align="right" sx={{ color: 'text.secondary' }}>
                  {share(row.totals.duration)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter sx={{ '& td, & th': { fontSize: 'body2.fontSize', color: 'text.primary', fontWeight: 700 } }}>
            <TableRow>
              <TableCell component="th" scope="row">
                {translate('tally.reports.total')}
              </TableCell>
              {hours(footer.duration, 'report-total-duration')}
              {hours(footer.booked_duration, 'report-total-booked')}
              {hours(footer.published_duration, 'report-total-published')}
              <TableCell align="right" data-testid="report-total-count">
                {totals.activity_count}
              </TableCell>
              <TableCell align="right">{totals.duration > 0 ? '100%' : '—'}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
}
