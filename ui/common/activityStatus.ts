/**
 * The colour and icon of each activity display status (product-spec §4: open and ignored carry tagged, internal
 * or untagged, ignored activity that was too short carries _threshold, booked and published stand alone), so the
 * day screen, the week overview and the manager view mark activity alike. The icon makes each status readable
 * without its colour.
 */
import BusinessIcon from '@mui/icons-material/Business';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Theme } from '@mui/material';

/** What a status asks of the user, and so its colour: untagged needs a contact, tagged a booking, … */
export type ActivityTone = 'untagged' | 'tagged' | 'internal' | 'ignored' | 'booked' | 'published';

export interface ActivityStatusLook {
  tone: ActivityTone;
  /** A palette colour (theme.palette[color].main) as Chip and SvgIcon take it; 'default' is the neutral grey. */
  color: 'error' | 'warning' | 'info' | 'primary' | 'success' | 'default';
  Icon: SvgIconComponent;
  /** tally.status.display.<display status> */
  label: string;
}

export const ACTIVITY_DISPLAY_STATUSES = [
  'open_untagged',
  'open_tagged',
  'open_internal',
  'ignored_untagged',
  'ignored_tagged',
  'ignored_internal',
  'ignored_untagged_threshold',
  'ignored_tagged_threshold',
  'ignored_internal_threshold',
  'booked',
  'published',
] as const;
export type ActivityDisplayStatus = (typeof ACTIVITY_DISPLAY_STATUSES)[number];

const TONES: Record<ActivityTone, Pick<ActivityStatusLook, 'color' | 'Icon'>> = {
  untagged: { color: 'error', Icon: HelpOutlineIcon },
  tagged: { color: 'warning', Icon: LocalOfferIcon },
  internal: { color: 'info', Icon: BusinessIcon },
  ignored: { color: 'default', Icon: VisibilityOffIcon },
  booked: { color: 'primary', Icon: TaskAltIcon },
  published: { color: 'success', Icon: CheckCircleIcon },
};

export function isActivityDisplayStatus(value: string): value is ActivityDisplayStatus {
  return (ACTIVITY_DISPLAY_STATUSES as readonly string[]).includes(value);
}

/** The tone of a display status; an unknown one counts as untagged (it needs looking at). */
export function activityTone(displayStatus: string): ActivityTone {
  if (displayStatus === 'booked' || displayStatus === 'published') return displayStatus;
  if (displayStatus.startsWith('ignored')) return 'ignored';
  if (displayStatus === 'open_tagged') return 'tagged';
  if (displayStatus === 'open_internal') return 'internal';
  return 'untagged';
}

/** Colour, icon and label of a display status. Activity ignored for being too short shows a timer instead of the eye. */
export function activityStatusLook(displayStatus: string): ActivityStatusLook {
  const tone = activityTone(displayStatus);
  const { color, Icon } = TONES[tone];
  return {
    tone,
    color,
    Icon: displayStatus.endsWith('_threshold') ? TimerOffIcon : Icon,
    label: `tally.status.display.${isActivityDisplayStatus(displayStatus) ? displayStatus : 'open_untagged'}`,
  };
}

/** The CSS colour of each tone in a theme, for blocks and borders that are no MUI component (the day's timeline). */
export function activityToneColours(theme: Theme): Record<ActivityTone, string> {
  const dark = theme.palette.mode === 'dark';
  return {
    untagged: theme.palette.error.main,
    tagged: theme.palette.warning.main,
    internal: theme.palette.info.main,
    ignored: dark ? theme.palette.grey[600] : theme.palette.grey[400],
    // #6E35FF is too dark to tell apart on the dark theme's paper; its light variant is not.
    booked: dark ? theme.palette.primary.light : theme.palette.primary.main,
    published: theme.palette.success.main,
  };
}
