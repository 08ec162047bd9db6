import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { coloured } from '../charts/palette.js';
import type { ChartSeries } from './reportTable.js';
import { formatHours } from '../common/figures.js';

interface ReportChartProps {
  periods: readonly string[];
  periodLabel: (period: string, long?: boolean) => string;
  series: readonly ChartSeries[];
}

/** Hours per period, stacked by key (@mui/x-charts: only this route's chunk loads it). */
export default function ReportChart({ periods, periodLabel, series }: ReportChartProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  // Bars in hours, so that the axis gets round numbers of hours.
  const hours = (value: number | null) => translate('tally.reports.hours', { hours: formatHours((value ?? 0) * 3600, locale) });
  return (
    <Box data-testid="report-chart" role="img" aria-label={translate('tally.reports.chart_label')} sx={{ width: '100%' }}>
      <BarChart
        height={340}
        xAxis={[{ scaleType: 'band', data: [...periods], valueFormatter: (period: string, context) => periodLabel(period, context.location === 'tooltip') }]}
        series={coloured(series.map((entry) => ({ id: entry.id, label: entry.label, data: entry.data.map((seconds) => seconds / 3600), stack: 'time', valueFormatter: hours })))}
        yAxis={[{ label: translate('tally.reports.columns.duration'), width: 56 }]}
        margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
        grid={{ horizontal: true }}
        // The legend wraps: in one line it set the page's width on a phone (390 px), which then scrolled sideways.
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' }, sx: { flexWrap: 'wrap', justifyContent: 'center' } } }}
      />
    </Box>
  );
}
