import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import type { ReportMeta, ReportRow } from '../providers/domain.js';
import ReportChart from './ReportChart.js';
import { periodsBetween, type ReportParams } from './reportParams.js';
import { chartSeries, rowsByKey, rowsByPeriod } from './reportTable.js';
import { ReportTable, type TableView } from './ReportTable.js';
import { useReportLabels } from './useReportLabels.js';
import { formatDuration, formatHours } from '../common/figures.js';

/** One tab of the reports: the totals, a chart of the periods and the table. */
export function ReportPanel({ params, answer }: { params: ReportParams; answer: { data: ReportRow[]; meta: ReportMeta } | undefined }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [view, setView] = useState<TableView>('key');
  const rows = answer?.data ?? [];
  const { rowLabel, periodLabel } = useReportLabels(params.kind, rows, params.groupBy);
  if (!answer) return <Skeleton variant="rounded" height={420} />;

  const { totals } = answer.meta;
  const periods = periodsBetween(params.start, params.end, params.groupBy);
  const tableRows = view === 'key' ? rowsByKey(rows, rowLabel) : rowsByPeriod(rows, (period) => periodLabel(period, true));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {(
          [
            ['duration', totals.duration],
            ['booked', totals.booked_duration],
            ['published', totals.published_duration],
          ] as const
        ).map(([column, seconds]) => (
          <Figure key={column} label={translate(`tally.reports.columns.${column}`)} value={formatHours(seconds, locale)} detail={formatDuration(seconds)} />
        ))}
        <Figure label={translate('tally.reports.columns.count')} value={String(totals.activity_count)} />
      </Box>
      {rows.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('tally.reports.empty')}
        </Alert>
      ) : (
        <>
          <Card variant="outlined">
            <CardContent>
              <ReportChart periods={periods} periodLabel={periodLabel} series={chartSeries(rows, periods, rowLabel, translate('tally.reports.other'))} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <ReportTable
                kind={params.kind}
                view={view}
                onViewChange={setView}
                rows={tableRows}
                totals={totals}
                fileName={`tally-${params.kind}-${params.start}-${params.end}-${view === 'key' ? 'totals' : params.groupBy}`}
              />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {detail ? `${label} · ${detail}` : label}
        </Typography>
      </CardContent>
    </Card>
  );
}
