import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { EXPORT_FORMATS, EXPORT_PERIODS, EXPORT_TYPES } from '../../exports/options.js';
import { localDate } from '../common/dates.js';
import { LocalDatePicker } from '../common/LocalDatePicker.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { ExportOptions } from '../providers/fileMethods.js';
import { ExportHistory, underWay } from './ExportHistory.js';

const EXPORTS_KEY = ['exports'];
/** While an export is being made, its progress is looked at this often. */
const FOLLOW_MS = 1000;

/** What the form holds: the dates stay unchosen (today in the person's zone) until a date is picked. */
type ExportForm = Omit<ExportOptions, 'date_start' | 'date_end'> & { date_start?: string; date_end?: string };

/** /exports: exporting your activity (product-spec §3 Export) and your exports' history, offered for download when done. */
export default function ExportScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // Today is the person's date, in their zone, not UTC's (which is yesterday in the evening west of it).
  const today = localDate(useCurrentUser()?.time_zone);
  const [form, setForm] = useState<ExportForm>({ period: 'month', format: 'csv', type: 'basic' });
  const custom = form.period === 'custom';
  const options: ExportOptions = { ...form, date_start: form.date_start ?? today, date_end: custom ? (form.date_end ?? today) : undefined };
  const history = useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: () => dataProvider.exports(),
    refetchInterval: (query) => (query.state.data?.some(underWay) ? FOLLOW_MS : false),
  });
  const start = useMutation({
    mutationFn: (chosen: ExportOptions) => dataProvider.startExport(chosen),
    onSuccess: () => {
      notify('tally.exports.started', { type: 'info' });
      return queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const change = (changes: Partial<ExportForm>) => setForm({ ...form, ...changes });
  const choose = <K extends 'period' | 'format' | 'type'>(field: K, values: readonly ExportForm[K][]) => ({
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      const value = values.find((candidate) => candidate === event.target.value);
      if (value !== undefined) change({ [field]: value });
    },
  });

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="export-screen">
      <Title title="tally.exports.title" />
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('tally.exports.intro')}
          </Typography>
          <Box component="form" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} onSubmit={(event) => (event.preventDefault(), start.mutate(options))}>
            <TextField select size="small" label={translate('tally.exports.period')} {...choose('period', EXPORT_PERIODS)} sx={{ minWidth: 140 }}>
              {EXPORT_PERIODS.map((period) => (
                <MenuItem key={period} value={period}>
                  {translate(`tally.exports.periods.${period}`)}
                </MenuItem>
              ))}
            </TextField>
            <LocalDatePicker
              label={translate(custom ? 'tally.exports.date_start_custom' : 'tally.exports.date_start')}
              value={options.date_start}
              onChange={(date) => date && change({ date_start: date })}
              testId="export-date-start"
            />
            {custom && (
              <LocalDatePicker
                label={translate('tally.exports.date_end')}
                value={options.date_end ?? null}
                min={options.date_start}
                onChange={(date) => date && change({ date_end: date })}
                testId="export-date-end"
              />
            )}
            <TextField select size="small" label={translate('tally.exports.format')} {...choose('format', EXPORT_FORMATS)} sx={{ minWidth: 120 }}>
              {EXPORT_FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {translate(`tally.exports.formats.${format}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={translate('tally.exports.type')} {...choose('type', EXPORT_TYPES)} sx={{ minWidth: 140 }}>
              {EXPORT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {translate(`tally.exports.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="contained" disabled={start.isPending}>
              {translate('tally.exports.start')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('tally.exports.history')}
          </Typography>
          {history.data?.length === 0 && <Typography color="text.secondary">{translate('tally.exports.empty')}</Typography>}
          {history.data && history.data.length > 0 && <ExportHistory exports={history.data} />}
        </CardContent>
      </Card>
    </Box>
  );
}
