import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DAY_STATUS, type DayStatus } from './dayStatus.js';

/** A day status as a chip with its colour and icon (common/dayStatus.ts). */
export function DayStatusChip({ status, size = 'small' }: { status: DayStatus; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  const { color, Icon, label } = DAY_STATUS[status];
  return <Chip size={size} color={color} icon={<Icon />} label={translate(label)} variant={status === 'nonexistent' ? 'outlined' : 'filled'} data-status={status} />;
}
