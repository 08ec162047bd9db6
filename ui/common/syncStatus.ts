/**
 * How a push state looks (product-spec §4 sync statuses busy, done, error; an activity's push may also be
 * cancelled): a palette colour, the MUI icon for chips, the same icon's path for plain-SVG rows, its label.
 */
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ActivitySyncState, ActivitySyncStatus } from '../providers/domain.js';

export interface SyncStatusLook {
  color: 'info' | 'success' | 'error' | 'default';
  Icon: SvgIconComponent;
  path: string;
  /** tally.sync.status.<status> */
  label: string;
  /** tally.sync.short.<status>, for narrow columns */
  shortLabel: string;
}

// The paths of the MUI icons above (@mui/icons-material, MIT), for lists where a component per row costs too much.
const look = (color: SyncStatusLook['color'], Icon: SvgIconComponent, path: string, status: ActivitySyncStatus): SyncStatusLook => ({
  color,
  Icon,
  path,
  label: `tally.sync.status.${status}`,
  shortLabel: `tally.sync.short.${status}`,
});

export const SYNC_STATUS: Record<ActivitySyncStatus, SyncStatusLook> = {
  busy: look('info', SyncIcon, 'M12 4V1L8 5l4 4V6c3.31 0 6 2.69 6 6 0 1.01-.25 1.97-.7 2.8l1.46 1.46C19.54 15.03 20 13.57 20 12c0-4.42-3.58-8-8-8m0 14c-3.31 0-6-2.69-6-6 0-1.01.25-1.97.7-2.8L5.24 7.74C4.46 8.97 4 10.43 4 12c0 4.42 3.58 8 8 8v3l4-4-4-4z', 'busy'),
  done: look('success', CloudDoneIcon, 'M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96M10 17l-3.5-3.5 1.41-1.41L10 14.17 15.18 9l1.41 1.41z', 'done'),
  error: look('error', SyncProblemIcon, 'M3 12c0 2.21.91 4.2 2.36 5.64L3 20h6v-6l-2.24 2.24C5.68 15.15 5 13.66 5 12c0-2.61 1.67-4.83 4-5.65V4.26C5.55 5.15 3 8.27 3 12m8 5h2v-2h-2zM21 4h-6v6l2.24-2.24C18.32 8.85 19 10.34 19 12c0 2.61-1.67 4.83-4 5.65v2.09c3.45-.89 6-4.01 6-7.74 0-2.21-.91-4.2-2.36-5.64zm-10 9h2V7h-2z', 'error'),
  cancelled: look('default', CloudOffIcon, 'M19.35 10.04C18.67 6.59 15.64 4 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46C10.21 6.23 11.08 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 1.13-.64 2.11-1.56 2.62l1.45 1.45C23.16 18.16 24 16.68 24 15c0-2.64-2.05-4.78-4.65-4.96M3 5.27l2.75 2.74C2.56 8.15 0 10.77 0 14c0 3.31 2.69 6 6 6h11.73l2 2L21 20.73 4.27 4zM7.73 10l8 8H6c-2.21 0-4-1.79-4-4s1.79-4 4-4z', 'cancelled'),
};

const WORST_FIRST: readonly ActivitySyncStatus[] = ['error', 'busy', 'cancelled', 'done'];

/** Each activity's push state; an activity pushed to two systems shows the worse of the two. */
export function syncStateByActivity(activities: readonly ActivitySyncState[]): ReadonlyMap<string, ActivitySyncState> {
  const byActivity = new Map<string, ActivitySyncState>();
  for (const state of activities) {
    const known = byActivity.get(state.activity_id);
    if (!known || WORST_FIRST.indexOf(state.status) < WORST_FIRST.indexOf(known.status)) byActivity.set(state.activity_id, state);
  }
  return byActivity;
}
