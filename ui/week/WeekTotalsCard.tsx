import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WeekTotals } from './weekSummary.js';
import { formatDuration } from '../common/figures.js';

/** The week's totals under the seven days: the current total next to the time as detected. */
export function WeekTotalsCard({ totals }: { totals: WeekTotals }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}>
        <Figure testId="week-total-duration" label={translate('tally.week.total')} value={formatDuration(totals.duration)} strong />
        <Figure
          testId="week-total-detected"
          label={translate('tally.week.detected')}
          hint={translate('tally.week.detected_hint')}
          value={formatDuration(totals.original_duration)}
        />
        <Figure testId="week-total-booked" label={translate('tally.week.booked')} value={formatDuration(totals.time_booked)} />
        <Figure testId="week-total-unbooked" label={translate('tally.week.unbooked')} value={formatDuration(totals.time_unbooked)} />
        <Figure
          testId="week-total-published"
          label={translate('tally.week.published_days', { smart_count: totals.days })}
          value={`${totals.published} / ${totals.days}`}
        />
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, testId, hint, strong = false }: { label: string; value: string; testId: string; hint?: string; strong?: boolean }) {
  return (
    <Box title={hint}>
      <Typography variant={strong ? 'h4' : 'h5'} component="p" data-testid={testId} sx={strong ? { fontWeight: 600 } : undefined}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
