import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatDate } from '../common/dates.js';
import { formatHours } from '../common/figures.js';
import { LocalMonthPicker } from '../common/LocalDatePicker.js';
import { daysOfMonth, timesheet } from './reportViews.js';
import { useReport } from './useReport.js';
import { useReportLabels } from './useReportLabels.js';

/** Printed, only the timesheet shows (not the menu, the tabs or the controls), landscape to fit a month. */
const printOnlyTheTimesheet = {
  '@media print': {
    '@page': { size: 'landscape', margin: '10mm' },
    'body *': { visibility: 'hidden' },
    '[data-print-area], [data-print-area] *': { visibility: 'visible' },
    '[data-print-area]': { position: 'absolute', left: 0, top: 0, width: '100%' },
    '[data-print-hide]': { display: 'none !important' },
  },
};

/** Timesheets: a person × day grid of hours for one month (the users report by day), printable. */
export function TimesheetTab({ month, onMonthChange }: { month: string; onMonthChange: (month: string) => void }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const days = daysOfMonth(month);
  const report = useReport('users', { start: `${month}-01`, end: days.at(-1) ?? `${month}-01`, group_by: 'day' });
  const rows = report.data?.data ?? [];
  const { rowLabel } = useReportLabels('users', rows, 'day');
  const sheet = timesheet(rows, month, rowLabel);
  const hours = (seconds: number) => (seconds > 0 ? formatHours(seconds, locale) : '');
  const title = `${translate('tally.reports.tabs.timesheets')} ${formatDate(`${month}-01`, locale, { month: 'long', year: 'numeric' })}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <GlobalStyles styles={printOnlyTheTimesheet} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} data-print-hide>
        <LocalMonthPicker label={translate('tally.reports.timesheets.month')} value={month} onChange={onMonthChange} testId="timesheet-month" />
        <Button startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="timesheet-print">
          {translate('tally.reports.timesheets.print')}
        </Button>
      </Box>
      {report.data ? (
        <TableContainer data-print-area data-testid="timesheet">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Table size="small" padding="none" sx={{ '& td, & th': { px: 0.5, py: 0.25, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('tally.reports.key.users')}</TableCell>
                {sheet.days.map((day) => (
                  <TableCell key={day} align="right" title={formatDate(day, locale)}>
                    {Number(day.slice(8))}
                  </TableCell>
                ))}
                <TableCell align="right">{translate('tally.reports.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sheet.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell component="th" scope="row">
                    {line.label}
                  </TableCell>
                  {line.days.map((seconds, i) => (
                    <TableCell key={sheet.days[i]} align="right">
                      {hours(seconds)}
                    </TableCell>
                  ))}
                  <TableCell align="right">{formatHours(line.total, locale)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate('tally.reports.total')}
                </TableCell>
                {sheet.dayTotals.map((seconds, i) => (
                  <TableCell key={sheet.days[i]} align="right">
                    {hours(seconds)}
                  </TableCell>
                ))}
                <TableCell align="right" data-testid="timesheet-total">
                  {formatHours(sheet.total, locale)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Skeleton variant="rounded" height={300} />
      )}
    </Box>
  );
}
