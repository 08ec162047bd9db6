import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Card, CardContent, CardHeader, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayStatusChip } from '../common/DayStatusChip.js';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatDate } from '../common/dates.js';
import { HistoryList } from '../history/HistoryList.js';
import type { Day } from '../providers/domain.js';
import { DayActivities } from './DayActivities.js';

/** One published day of someone, read-only: its activities with their bookings, and its history. */
export function DayDetail({ day, userName, onClose }: { day: Day; userName: string; onClose: () => void }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Card variant="outlined" data-testid="manager-day-activities" data-day-id={day.id}>
      <CardHeader
        title={`${userName} — ${formatDate(day.date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}`}
        subheader={<DayStatusChip status={day.status} />}
        action={
          <Tooltip title={translate('tally.manager.close')}>
            <IconButton onClick={onClose} aria-label={translate('tally.manager.close')}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="info" variant="outlined">
          {translate('tally.manager.read_only')}
        </Alert>
        <Typography variant="subtitle1" component="h3">
          {translate('tally.manager.activities')}
        </Typography>
        <DayActivities dayId={day.id} />
        <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid="manager-history-toggle">
            <Typography>{translate('tally.history.title')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <HistoryList of={{ day: day.id }} data-testid="manager-day-history" />
          </AccordionDetails>
        </Accordion>
      </CardContent>
    </Card>
  );
}
