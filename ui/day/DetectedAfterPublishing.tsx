import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { Day } from '../providers/domain.js';
import { formatTimeRange } from './time.js';

interface DetectedAfterPublishingProps {
  dayId: string;
  locale: string;
  timeZone: string | undefined;
}

/**
 * A published day takes no more activity: what the person's detectors reported for it afterwards is listed here
 * (the day's detected_after_publishing, which GET /v1/days/{id} gives its own person), seen rather than lost.
 * Nothing when there is none.
 */
export function DetectedAfterPublishing({ dayId, locale, timeZone }: DetectedAfterPublishingProps) {
  const translate = useTranslate();
  const { data } = useGetOne<Day>('days', { id: dayId });
  const detected = data?.detected_after_publishing ?? [];
  if (detected.length === 0) return null;
  return (
    <Box data-testid="detected-after-publishing" sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{translate('tally.day.publish.detected_after_title')}</Typography>
      <Typography variant="body2">{translate('tally.day.publish.detected_after_text')}</Typography>
      <List dense disablePadding>
        {detected.map((span, index) => (
          <ListItem key={`${span.started_at}|${index}`} disableGutters data-testid="detected-after-publishing-span">
            <ListItemText
              primary={formatTimeRange(span.started_at, span.ended_at, locale, timeZone)}
              secondary={[span.source.name ?? span.source.identifier, span.context.title ?? span.context.url].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
