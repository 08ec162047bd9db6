import { ButtonBase, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { formatDate } from '../common/dates.js';
import { DAY_STATUS } from '../common/dayStatus.js';
import type { Day } from '../providers/domain.js';
import { publishedSeconds, type PublishedGrid } from './grid.js';
import { formatDuration } from '../common/figures.js';

interface PublishedGridTableProps {
  grid: PublishedGrid;
  dates: readonly string[];
  selectedDayId: string | null;
  onSelect: (day: Day) => void;
}

const PublishedIcon = DAY_STATUS.published.Icon;

/** Users × the week's dates, each published day as its published time; a click opens the day (read-only). */
export function PublishedGridTable({ grid, dates, selectedDayId, onSelect }: PublishedGridTableProps) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <TableContainer>
      <Table size="small" data-testid="manager-grid">
        <TableHead>
          <TableRow>
            <TableCell>{translate('tally.manager.user')}</TableCell>
            {dates.map((date) => (
              <TableCell key={date} align="center" sx={{ whiteSpace: 'nowrap' }}>
                {capitalised(formatDate(date, locale, { weekday: 'short', day: 'numeric', month: 'short' }))}
              </TableCell>
            ))}
            <TableCell align="right">{translate('tally.manager.total')}</TableCell>
            <TableCell align="right">{translate('tally.manager.behind')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {grid.rows.map((row) => (
            <TableRow key={row.user.id} data-testid={`manager-row-${row.user.id}`}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {row.user.name}
              </TableCell>
              {dates.map((date) => {
                const day = row.cells[date];
                const testId = `manager-cell-${row.user.id}-${date}`;
                if (!day) {
                  return (
                    <TableCell key={date} align="center" data-testid={testId} sx={{ color: 'text.disabled' }}>
                      —
                    </TableCell>
                  );
                }
                const duration = formatDuration(publishedSeconds(day));
                const selected = day.id === selectedDayId;
                return (
                  <TableCell key={date} align="center" sx={{ p: 0.5 }}>
                    <ButtonBase
                      data-testid={testId}
                      aria-pressed={selected}
                      aria-label={translate('tally.manager.cell', { name: row.user.name, date: formatDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long' }), duration })}
                      onClick={() => onSelect(day)}
                      sx={{
                        width: '100%',
                        py: 0.75,
                        gap: 0.5,
                        borderRadius: 1,
                        bgcolor: selected ? 'success.main' : 'action.hover',
                        color: selected ? 'success.contrastText' : 'text.primary',
                        '&:hover': { bgcolor: selected ? 'success.dark' : 'action.selected' },
                      }}
                    >
                      <PublishedIcon fontSize="inherit" color={selected ? 'inherit' : 'success'} />
                      <Typography variant="body2" component="span">
                        {duration}
                      </Typography>
                    </ButtonBase>
                  </TableCell>
                );
              })}
              <TableCell align="right" sx={{ fontWeight: 600 }} data-testid={`manager-total-${row.user.id}`}>
                {formatDuration(row.total)}
              </TableCell>
              <TableCell
                align="right"
                data-testid={`manager-behind-${row.user.id}`}
                title={row.behind.map((date) => formatDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long' })).join(', ')}
                sx={{ color: row.behind.length > 0 ? 'warning.main' : 'text.disabled', fontWeight: row.behind.length > 0 ? 600 : undefined }}
              >
                {row.behind.length > 0 ? row.behind.length : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontSize: 'body2.fontSize', color: 'text.primary', fontWeight: 600 } }}>
          <TableRow>
            <TableCell>{translate('tally.manager.total')}</TableCell>
            {dates.map((date) => (
              <TableCell key={date} align="center">
                {grid.totals[date] ? formatDuration(grid.totals[date]) : '—'}
              </TableCell>
            ))}
            <TableCell align="right" data-testid="manager-total">
              {formatDuration(grid.total)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** 'ma 16 nov.' → 'Ma 16 nov.' (CSS capitalize would make it 'Ma 16 Nov.'). */
function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
