import LockClockIcon from '@mui/icons-material/LockClock';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DayStatus } from '../common/dayStatus.js';
import type { PushedDay } from '../common/useDaySyncState.js';
import type { Day } from '../providers/domain.js';
import { DaySync } from './DaySync.js';
import { DetectedAfterPublishing } from './DetectedAfterPublishing.js';
import { formatDateTime } from './time.js';

interface DayBannerProps {
  status: DayStatus;
  day: Day | undefined;
  locale: string;
  timeZone: string | undefined;
  busy: boolean;
  /** Where a published day's hours went, when they were pushed. */
  sync: PushedDay | undefined;
  onCancelPublish(): void;
}

/** A published day is read-only (what was detected afterwards is listed); a locked day is being published and can be taken back. */
export function DayBanner({ status, day, locale, timeZone, busy, sync, onCancelPublish }: DayBannerProps) {
  const translate = useTranslate();
  if (status === 'published') {
    return (
      <Alert severity="success" icon={<VerifiedIcon />} data-testid="day-banner" data-status="published">
        <AlertTitle>{translate('tally.day.publish.published_title')}</AlertTitle>
        {translate('tally.day.publish.published_text')}
        {day?.published_at && ` ${translate('tally.day.publish.published_at', { at: formatDateTime(day.published_at, locale, timeZone) })}`}
        {sync && day && <DaySync state={sync} date={day.date} />}
        {day && <DetectedAfterPublishing dayId={day.id} locale={locale} timeZone={timeZone} />}
      </Alert>
    );
  }
  if (status === 'locked') {
    return (
      <Alert
        severity="info"
        icon={<LockClockIcon />}
        data-testid="day-banner"
        data-status="locked"
        action={
          <Button color="inherit" size="small" onClick={onCancelPublish} disabled={busy} data-testid="banner-cancel-publish">
            {translate('tally.day.publish.cancel')}
          </Button>
        }
      >
        <AlertTitle>{translate('tally.day.publish.locked_title')}</AlertTitle>
        {translate('tally.day.publish.locked_text')}
      </Alert>
    );
  }
  return null;
}
