import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const COLOURS: Record<string, ChipProps['color']> = {
  active: 'success',
  archived: 'default',
  open: 'warning',
  locked: 'info',
  booked: 'primary',
  published: 'success',
  ignored: 'default',
};

/** A status as a coloured chip, its text from tally.status.<kind>.<status>. */
export function StatusChip({ status, kind }: { status: string; kind: 'day' | 'activity' | 'record' }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status] ?? 'default'} label={translate(`tally.status.${kind}.${status}`, { _: status })} />;
}

/** The status of the record in context, for list columns. */
export function StatusField({ kind, source = 'status' }: { kind: 'day' | 'activity' | 'record'; source?: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const status = record?.[source];
  return typeof status === 'string' ? <StatusChip status={status} kind={kind} /> : null;
}
