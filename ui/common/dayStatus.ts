/**
 * The colour and icon of each day status (product-spec §4: open, locked, published, nonexistent), so the day
 * screen, the week overview and the manager view speak the same visual language: the colour is the one
 * StatusChip uses, the icon makes it readable without colour.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import LockClockIcon from '@mui/icons-material/LockClock';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Day } from '../providers/domain.js';

export type DayStatus = Day['status'] | 'nonexistent';

export interface DayStatusLook {
  /** A palette colour (theme.palette[color].main), as Chip and SvgIcon take it. */
  color: 'warning' | 'info' | 'success' | 'default';
  Icon: SvgIconComponent;
  /** tally.status.day.<status> */
  label: string;
}

export const DAY_STATUS: Record<DayStatus, DayStatusLook> = {
  open: { color: 'warning', Icon: EditCalendarIcon, label: 'tally.status.day.open' },
  locked: { color: 'info', Icon: LockClockIcon, label: 'tally.status.day.locked' },
  published: { color: 'success', Icon: CheckCircleIcon, label: 'tally.status.day.published' },
  nonexistent: { color: 'default', Icon: EventBusyIcon, label: 'tally.status.day.nonexistent' },
};

/** A day's status; a date without a day has no activity. */
export function dayStatusOf(day: Pick<Day, 'status'> | undefined): DayStatus {
  return day?.status ?? 'nonexistent';
}

/** A theme colour path for sx props (bars, borders): 'success.main', or the neutral 'text.disabled'. */
export function dayStatusColour(status: DayStatus): string {
  const { color } = DAY_STATUS[status];
  return color === 'default' ? 'text.disabled' : `${color}.main`;
}
