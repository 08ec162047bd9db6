import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { localDate } from '../common/dates.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import { isApiError } from '../errors/api-error.js';
import { ReportControls } from './ReportControls.js';
import { ReportPanel } from './ReportPanel.js';
import { OverviewTab } from './OverviewTab.js';
import { ProductivityTab } from './ProductivityTab.js';
import { last12Months, REPORT_KINDS, REPORT_TABS, reportParamsFrom, reportTabFrom, timesheetMonthFrom, type ReportTab } from './reportParams.js';
import { TimesheetTab } from './TimesheetTab.js';
import { useReport } from './useReport.js';

/**
 * /reports?tab=contacts|dimensions|users|sources&start=…&end=…&group=day|week|month: time over an interval (the
 * last 12 months by month unless the address says otherwise) per contact, project, user or source, as a chart
 * and a table whose total row adds up its rows as shown (docs/figures.md). The API refuses more than 12 months; its field error shows on the field.
 * The overview (pies by contact and source), productivity (booked and published shares per person) and timesheets
 * (a person × day grid of one month, &month=YYYY-MM) tabs read the same report calls.
 */
export default function ReportsScreen() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const today = localDate(user?.time_zone);
  const params = reportParamsFrom(search, today);
  const tab = reportTabFrom(search);
  const month = timesheetMonthFrom(search, today);
  const twelve = last12Months(today);
  const report = useReport(
    params.kind,
    { start: params.start, end: params.end, group_by: params.groupBy },
    { enabled: (REPORT_KINDS as readonly ReportTab[]).includes(tab), keepPrevious: true },
  );
  const fieldErrors = isApiError(report.error) ? report.error.fieldErrors : {};

  const change = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setSearch(next, { replace: true });
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="reports-screen">
      <Title title="tally.reports.title" />
      <Typography variant="h5" component="h1">
        {translate('tally.reports.title')}
      </Typography>
      {tab === 'timesheets' ? null : (
      <ReportControls
        start={params.start}
        end={params.end}
        groupBy={params.groupBy}
        errors={fieldErrors}
        onChange={(changes) => change(changes)}
        onLast12Months={() => change({ ...twelve, group: 'month' })}
        isLast12Months={params.start === twelve.start && params.end === twelve.end && params.groupBy === 'month'}
      />
      )}
      <Tabs value={tab} onChange={(_, kind: string) => change({ tab: kind })} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {REPORT_TABS.map((kind) => (
          <Tab key={kind} value={kind} label={translate(`tally.reports.tabs.${kind}`)} data-testid={`report-tab-${kind}`} />
        ))}
      </Tabs>
      {tab === 'overview' ? <OverviewTab params={params} /> : null}
      {tab === 'productivity' ? <ProductivityTab params={params} /> : null}
      {tab === 'timesheets' ? <TimesheetTab month={month} onMonthChange={(next) => change({ month: next })} /> : null}
      {tab === params.kind && !report.isError ? <ReportPanel key={params.kind} params={params} answer={report.data} /> : null}
    </Box>
  );
}
