import { useTheme } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { SYNC_STATUS } from '../common/syncStatus.js';
import type { ActivitySyncState } from '../providers/domain.js';

/** An activity's push state as a plain SVG in its colour (a published day may list hundreds), named with the system's message. */
export const ActivitySyncIcon = memo(function ActivitySyncIcon({ state }: { state: ActivitySyncState }) {
  const translate = useTranslate();
  const theme = useTheme();
  const { color, path, label } = SYNC_STATUS[state.status];
  const text = [translate('tally.sync.day', { system: translate(`tally.systems.${state.system}`, { _: state.system }), status: translate(label) }), state.error_message]
    .filter(Boolean)
    .join(' — ');
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      role="img"
      aria-label={text}
      data-testid={`activity-sync-${state.activity_id}`}
      data-sync-status={state.status}
      style={{ color: color === 'default' ? theme.palette.text.disabled : theme.palette[color].main, fill: 'currentColor', display: 'block' }}
    >
      <title>{text}</title>
      <path d={path} />
    </svg>
  );
});
