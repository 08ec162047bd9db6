import SensorsIcon from '@mui/icons-material/Sensors';
import { Box, Button, Card, CardActions, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { addDays, formatDate } from '../common/dates.js';
import { useFormatMoment } from '../common/useFormatMoment.js';
import { kindLabel } from '../detectors/kinds.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { DetectionCoverage } from '../providers/domain.js';
import { useCurrentUser } from './useCurrentUser.js';
import { formatHours } from '../common/figures.js';

/** A Monday: weekday names come from formatting the days after it, in the reader's language. */
const A_MONDAY = '2024-01-01';
const BAR = { width: 7, gap: 20, height: 48 };

/**
 * The dashboard's detection coverage (product-spec §2, "detection coverage/progress"): detected hours per weekday,
 * averaged over the four weeks before today, against the work schedule, and per detector which of the last 7 days
 * it sent data on. One call (GET /v1/detectors/coverage). Plain SVG, like the 12-month widget: the chart library
 * stays out of the first screen.
 */
export function DetectionCoverageWidget() {
  const translate = useTranslate();
  const user = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['detectors', 'coverage', user?.id],
    queryFn: user ? () => dataProvider.detectionCoverage() : skipToken,
  });
  const coverage = data?.data;
  const nothing = coverage !== undefined && coverage.detectors.length === 0 && coverage.weekdays.every((day) => day.detected === 0);
  return (
    <Card data-testid="dashboard-detection-coverage">
      <CardHeader avatar={<SensorsIcon color="primary" />} title={translate('tally.coverage.title')} subheader={translate('tally.coverage.subtitle')} />
      <CardContent sx={{ pt: 0 }}>
        {isPending || !coverage ? (
          <Skeleton height={120} />
        ) : nothing ? (
          <Typography color="text.secondary" data-testid="coverage-empty">
            {translate('tally.coverage.empty')}
          </Typography>
        ) : (
          <>
            <WeekdayChart coverage={coverage} />
            <DetectorDays coverage={coverage} />
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={Link} to="/detectors">
          {translate('tally.coverage.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

function WeekdayChart({ coverage }: { coverage: DetectionCoverage }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  // The default schedule (00:00–23:59 every day) says nothing about when someone works: not drawn.
  const scheduled = coverage.schedule_source !== 'default';
  const highest = Math.max(3600, ...coverage.weekdays.map((day) => Math.max(day.detected, scheduled ? day.scheduled : 0)));
  const height = (seconds: number) => Math.max((seconds / highest) * BAR.height, 0.75);
  const hours = (seconds: number) => formatHours(seconds, locale);
  const dayName = (index: number, weekday: 'short' | 'long') => formatDate(addDays(A_MONDAY, index), locale, { weekday });
  return (
    <Box sx={{ mb: 2 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${BAR.gap * 7} ${BAR.height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={translate('tally.coverage.chart_label')}
        sx={{ width: '100%', height: 72, display: 'block' }}
      >
        {coverage.weekdays.map((day, index) => (
          <g key={day.weekday} data-testid={`coverage-weekday-${day.weekday}`} data-detected={day.detected} data-scheduled={day.scheduled}>
            <title>
              {translate(scheduled ? 'tally.coverage.bar' : 'tally.coverage.bar_detected', {
                day: dayName(index, 'long'),
                detected: hours(day.detected),
                scheduled: hours(day.scheduled),
              })}
            </title>
            {scheduled && (
              <Box component="rect" x={index * BAR.gap + 2} y={BAR.height - height(day.scheduled)} width={BAR.width} height={height(day.scheduled)} rx={1} sx={{ fill: (theme) => theme.palette.grey[400] }} />
            )}
            <Box
              component="rect"
              x={index * BAR.gap + (scheduled ? 2 + BAR.width : 2 + BAR.width / 2)}
              y={BAR.height - height(day.detected)}
              width={BAR.width}
              height={height(day.detected)}
              rx={1}
              sx={{ fill: (theme) => (day.detected ? theme.palette.primary.main : theme.palette.action.disabled) }}
            />
          </g>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', textAlign: 'center' }}>
        {coverage.weekdays.map((day, index) => (
          <Typography key={day.weekday} variant="caption" color="text.secondary">
            {dayName(index, 'short')}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Legend colour="primary.main" label={translate('tally.coverage.detected')} />
        {scheduled && <Legend colour="grey.400" label={translate('tally.coverage.scheduled')} />}
      </Stack>
      {!scheduled && (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="coverage-no-schedule">
          {translate('tally.coverage.no_schedule')}
        </Typography>
      )}
    </Box>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: colour }} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

/** Per detector a row of the last 7 days (filled: it sent data that day) and when it was last seen. */
function DetectorDays({ coverage }: { coverage: DetectionCoverage }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const formatMoment = useFormatMoment();
  if (coverage.detectors.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate('tally.coverage.detectors')}
      </Typography>
      {coverage.detectors.map((detector) => (
        <Box key={detector.id} data-testid={`coverage-detector-${detector.id}`} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 1, alignItems: 'center', py: 0.5 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap title={detector.id}>
              {`${detector.hostname} · ${kindLabel(detector.type, translate)}`}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {detector.last_event_at ? translate('tally.coverage.last_seen', { moment: formatMoment(detector.last_event_at) }) : translate('tally.coverage.never')}
            </Typography>
          </Box>
          <Stack direction="row" spacing={0.5}>
            {detector.days.map((day) => {
              const date = formatDate(day.date, locale);
              const label = day.events > 0 ? translate('tally.coverage.day_sent', { smart_count: day.events, date }) : translate('tally.coverage.day_none', { date });
              return (
                <Box
                  key={day.date}
                  role="img"
                  aria-label={label}
                  title={label}
                  data-testid={`coverage-day-${detector.id}-${day.date}`}
                  data-sent={day.events > 0}
                  sx={{ width: 14, height: 14, borderRadius: 0.5, border: 1, borderColor: day.events > 0 ? 'success.main' : 'divider', bgcolor: day.events > 0 ? 'success.main' : 'transparent' }}
                />
              );
            })}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
