import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivitySyncStatus } from '../providers/domain.js';
import { CHIP_WRAPPING } from './DayStatusChip.js';
import { SYNC_STATUS } from './syncStatus.js';

/**
 * A push state as a chip in its colour with its icon: synchronizing, synchronized, failed. `compact` in narrow
 * columns (a week of cards): the short label, wrapping, the full one on hover.
 */
export function SyncStatusChip({ status, testId, compact = false }: { status: ActivitySyncStatus; testId: string; compact?: boolean }) {
  const translate = useTranslate();
  const { color, Icon, label, shortLabel } = SYNC_STATUS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon />}
      label={translate(compact ? shortLabel : label)}
      title={compact ? translate(label) : undefined}
      data-testid={testId}
      data-sync-status={status}
      sx={compact ? CHIP_WRAPPING : undefined}
    />
  );
}
