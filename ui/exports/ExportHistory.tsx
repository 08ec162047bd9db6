import { LinearProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatDate } from '../common/dates.js';
import { useFormatMoment } from '../common/useFormatMoment.js';
import type { Export } from '../providers/fileMethods.js';

export const underWay = (item: Export) => item.status === 'pending' || item.status === 'running';

/** A local date as the rest of the portal shows one (LocalDateField): '17 nov. 2026'. */
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** The person's exports, newest first: when asked (in their zone), the period, what, how far, and the file once done. */
export function ExportHistory({ exports }: { exports: readonly Export[] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const formatMoment = useFormatMoment();
  const day = (date: string) => formatDate(date, locale, DATE_OPTIONS);
  return (
    <Table size="small" data-testid="export-history">
      <TableHead>
        <TableRow>
          {(['created_at', 'period', 'format', 'status', 'file'] as const).map((column) => (
            <TableCell key={column}>{translate(`tally.exports.columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {exports.map((item) => (
          <TableRow key={item.id} data-status={item.status}>
            <TableCell data-testid="export-created">{formatMoment(item.created_at)}</TableCell>
            <TableCell data-testid="export-period">{item.date_start === item.date_end ? day(item.date_start) : `${day(item.date_start)} – ${day(item.date_end)}`}</TableCell>
            <TableCell>{`${translate(`tally.exports.formats.${item.format}`)}, ${translate(`tally.exports.types.${item.type}`)}`}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>
              {translate(`tally.exports.statuses.${item.status}`)}
              {underWay(item) && <LinearProgress variant="determinate" value={item.progress} />}
              {item.error && (
                <Typography variant="caption" color="error" component="div">
                  {item.error}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              {item.download_url && (
                <Link href={item.download_url} download={item.file_name}>
                  {item.file_name}
                </Link>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
