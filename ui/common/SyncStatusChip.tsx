import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivitySyncStatus } from '../providers/domain.js';
import { CHIP_WRAPPING } from './DayStatusChip.js';
import { SYNC_STATUS } from './syncStatus.js';

/** A push state as a chip in its colour with its icon: synchronizing, synchronized, failed; `wrap` in narrow columns. */
export function SyncStatusChip({ status, testId, wrap = false }: { status: ActivitySyncStatus; testId: string; wrap?: boolean }) {
  const translate = useTranslate();
  const { color, Icon, label } = SYNC_STATUS[status];
  return <Chip size="small" variant="outlined" color={color} icon={<Icon />} label={translate(label)} data-testid={testId} data-sync-status={status} sx={wrap ? CHIP_WRAPPING : undefined} />;
}
