import { Chip, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DAY_STATUS, type DayStatus } from './dayStatus.js';

/** A day status as a chip with its colour and icon (common/dayStatus.ts). */
export function DayStatusChip({ status, size = 'small', wrap = false }: { status: DayStatus; size?: 'small' | 'medium'; wrap?: boolean }) {
  const translate = useTranslate();
  const { color, Icon, label } = DAY_STATUS[status];
  return (
    <Chip
      size={size}
      color={color}
      icon={<Icon />}
      label={translate(label)}
      variant={status === 'nonexistent' ? 'outlined' : 'filled'}
      data-status={status}
      sx={wrap ? CHIP_WRAPPING : undefined}
    />
  );
}

/** In narrow columns (a week of cards) a long status ('Wird veröffentlicht') wraps instead of being cut off. */
export const CHIP_WRAPPING: SxProps<Theme> = { height: 'auto', minHeight: 24, py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } };
