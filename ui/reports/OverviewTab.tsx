import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import SharePie, { type Slice } from '../charts/SharePie.js';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatHours } from '../common/figures.js';
import type { ReportKind } from '../providers/domain.js';
import type { ReportParams } from './reportParams.js';
import { rowsByKey } from './reportTable.js';
import { useReport } from './useReport.js';
import { useReportLabels } from './useReportLabels.js';

/** At most this many slices; the rest is one slice "other" (more would only be slivers). */
const SLICES = 7;

/** The overview: where the interval's time went, by contact and by source, as pies. */
export function OverviewTab({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="report-overview">
      <SharePanel kind="contacts" params={params} title={translate('tally.reports.overview.by_contact')} />
      <SharePanel kind="sources" params={params} title={translate('tally.reports.overview.by_source')} />
    </Box>
  );
}

function SharePanel({ kind, params, title }: { kind: ReportKind; params: ReportParams; title: string }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const report = useReport(kind, { start: params.start, end: params.end, group_by: params.groupBy });
  const rows = report.data?.data ?? [];
  const { rowLabel } = useReportLabels(kind, rows, params.groupBy);
  if (!report.data) return <Skeleton variant="rounded" height={300} />;
  const keys = rowsByKey(rows, rowLabel).filter((row) => row.totals.duration > 0);
  const shown = keys.length > SLICES + 1 ? keys.slice(0, SLICES) : keys;
  const rest = keys.slice(shown.length).reduce((sum, row) => sum + row.totals.duration, 0);
  const slices: Slice[] = [
    ...shown.map((row) => ({ id: row.id, label: row.label, value: row.totals.duration / 3600 })),
    ...(rest > 0 ? [{ id: 'other', label: translate('tally.reports.other'), value: rest / 3600 }] : []),
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <SharePie title={title} slices={slices} format={(hours) => translate('tally.reports.hours', { hours: formatHours(hours * 3600, locale) })} testId={`report-pie-${kind}`} />
      </CardContent>
    </Card>
  );
}
