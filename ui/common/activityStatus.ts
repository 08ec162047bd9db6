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
  /** The MUI icon, for chips and buttons. */
  Icon: SvgIconComponent;
  /** The same icon's SVG path (24×24), for lists of hundreds of rows where an MUI component per row costs too much. */
  path: string;
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
type ActivityDisplayStatus = (typeof ACTIVITY_DISPLAY_STATUSES)[number];

// The paths of the MUI icons below (@mui/icons-material, MIT), so that a row can draw its icon without a component.
const PATHS = {
  helpOutline:
    'M11 18h2v-2h-2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4',
  localOffer:
    'm21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M5.5 7C4.67 7 4 6.33 4 5.5S4.67 4 5.5 4 7 4.67 7 5.5 6.33 7 5.5 7',
  business:
    'M12 7V3H2v18h20V7zM6 19H4v-2h2zm0-4H4v-2h2zm0-4H4V9h2zm0-4H4V5h2zm4 12H8v-2h2zm0-4H8v-2h2zm0-4H8V9h2zm0-4H8V5h2zm10 12h-8v-2h2v-2h-2v-2h2v-2h-2V9h8zm-2-8h-2v2h2zm0 4h-2v2h2z',
  visibilityOff:
    'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
  taskAlt:
    'M22 5.18 10.59 16.6l-4.24-4.24 1.41-1.41 2.83 2.83 10-10zm-2.21 5.04c.13.57.21 1.17.21 1.78 0 4.42-3.58 8-8 8s-8-3.58-8-8 3.58-8 8-8c1.58 0 3.04.46 4.28 1.25l1.44-1.44C16.1 2.67 14.13 2 12 2 6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10c0-1.19-.22-2.33-.6-3.39z',
  checkCircle: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  timerOff:
    'M9 1h6v2H9zm4 7v2.17l6.98 6.98C20.63 15.91 21 14.5 21 13c0-2.12-.74-4.07-1.97-5.61l1.42-1.42c-.43-.51-.9-.99-1.41-1.41l-1.42 1.42C16.07 4.74 14.12 4 12 4c-1.5 0-2.91.37-4.15 1.02L10.83 8zM2.81 2.81 1.39 4.22l3.4 3.4C3.67 9.12 3 10.98 3 13c0 4.97 4.02 9 9 9 2.02 0 3.88-.67 5.38-1.79l2.4 2.4 1.41-1.41z',
};

const TONES: Record<ActivityTone, Pick<ActivityStatusLook, 'color' | 'Icon' | 'path'>> = {
  untagged: { color: 'error', Icon: HelpOutlineIcon, path: PATHS.helpOutline },
  tagged: { color: 'warning', Icon: LocalOfferIcon, path: PATHS.localOffer },
  internal: { color: 'info', Icon: BusinessIcon, path: PATHS.business },
  ignored: { color: 'default', Icon: VisibilityOffIcon, path: PATHS.visibilityOff },
  booked: { color: 'primary', Icon: TaskAltIcon, path: PATHS.taskAlt },
  published: { color: 'success', Icon: CheckCircleIcon, path: PATHS.checkCircle },
};

function isActivityDisplayStatus(value: string): value is ActivityDisplayStatus {
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
  const { color, Icon, path } = TONES[tone];
  const threshold = displayStatus.endsWith('_threshold');
  return {
    tone,
    color,
    Icon: threshold ? TimerOffIcon : Icon,
    path: threshold ? PATHS.timerOff : path,
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
