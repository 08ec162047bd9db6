import AssessmentIcon from '@mui/icons-material/Assessment';
import { Box, Button, Card, CardActions, CardContent, CardHeader, Skeleton, Typography } from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatDate, localDate } from '../common/dates.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { last12Months, periodsBetween } from '../reports/reportParams.js';
import { useCurrentUser } from './useCurrentUser.js';
import { formatHours } from '../common/figures.js';

/**
 * The time the reports count over the last 12 months as twelve small bars (published part in green), with the way to the reports.
 * Plain SVG: the chart library stays in the reports screen's chunk, out of the first screen.
 */
export function Last12MonthsWidget() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const user = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { start, end } = last12Months(localDate(user?.time_zone));
  const { data, isPending } = useQuery({
    // What the reports count by default, so the two agree: your own time and, for a manager, the published days
    // of everyone (asking for your own user only showed a manager who books nothing 0,00).
    queryKey: ['reports', 'users', 'widget', user?.id, start, end],
    queryFn: user ? () => dataProvider.report('users', { start, end, group_by: 'month' }) : skipToken,
  });
  const months = periodsBetween(start, end, 'month').map((period) => {
    const rows = data?.data.filter((row) => row.period === period) ?? [];
    return { period, duration: rows.reduce((sum, row) => sum + row.duration, 0), published: rows.reduce((sum, row) => sum + row.published_duration, 0) };
  });
  const longest = Math.max(3600, ...months.map((month) => month.duration));
  const label = (period: string) => formatDate(`${period}-01`, locale, { month: 'short', year: 'numeric' });

  return (
    <Card data-testid="dashboard-last-12-months">
      <CardHeader avatar={<AssessmentIcon color="primary" />} title={translate('tally.reports.widget.title')} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton height={96} />
        ) : (
          <>
            <Typography variant="h5" component="p">
              {translate('tally.reports.widget.total', { hours: formatHours(data?.meta.totals.duration, locale) })}
            </Typography>
            <Box component="svg" viewBox="0 0 120 40" preserveAspectRatio="none" role="img" aria-label={translate('tally.reports.chart_label')} sx={{ width: '100%', height: 64, mt: 1, display: 'block' }}>
              {months.map((month, i) => {
                const height = (month.duration / longest) * 38;
                const published = (month.published / longest) * 38;
                return (
                  <g key={month.period}>
                    <title>{`${label(month.period)}: ${translate('tally.reports.hours', { hours: formatHours(month.duration, locale) })}`}</title>
                    <Box component="rect" x={i * 10 + 1} y={40 - Math.max(height, 0.75)} width={8} height={Math.max(height, 0.75)} rx={1} sx={{ fill: (theme) => (month.duration ? theme.palette.primary.main : theme.palette.action.disabled) }} />
                    {published > 0 && <Box component="rect" x={i * 10 + 1} y={40 - published} width={8} height={published} rx={1} sx={{ fill: (theme) => theme.palette.success.main }} />}
                  </g>
                );
              })}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="caption" color="text.secondary">
                {label(months[0]!.period)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {label(months[months.length - 1]!.period)}
              </Typography>
            </Box>
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to="/reports">
          {translate('tally.reports.widget.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
