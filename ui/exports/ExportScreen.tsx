import { Box, Button, Card, CardContent, LinearProgress, Link, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { Export, ExportOptions } from '../providers/fileMethods.js';

const EXPORTS_KEY = ['exports'];
/** While an export is being made, its progress is looked at this often. */
const FOLLOW_MS = 1000;
const PERIODS = ['day', 'week', 'month', 'year', 'custom'] as const;
const FORMATS = ['csv', 'excel', 'text'] as const;
const TYPES = ['basic', 'extended'] as const;
const today = () => new Date().toISOString().slice(0, 10);
const underWay = (item: Export) => item.status === 'pending' || item.status === 'running';

/** /exports: exporting your activity (product-spec §3 Export) and your exports' history, offered for download when done. */
export default function ExportScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [options, setOptions] = useState<ExportOptions>({ period: 'month', date_start: today(), date_end: today(), format: 'csv', type: 'basic' });
  const history = useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: () => dataProvider.exports(),
    refetchInterval: (query) => (query.state.data?.some(underWay) ? FOLLOW_MS : false),
  });
  const start = useMutation({
    mutationFn: (chosen: ExportOptions) => dataProvider.startExport(chosen.period === 'custom' ? chosen : { ...chosen, date_end: undefined }),
    onSuccess: () => {
      notify('tally.exports.started', { type: 'info' });
      return queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const choose = (field: keyof ExportOptions) => (event: { target: { value: string } }) => setOptions({ ...options, [field]: event.target.value });
  const custom = options.period === 'custom';

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="export-screen">
      <Title title="tally.exports.title" />
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('tally.exports.intro')}
          </Typography>
          <Box component="form" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} onSubmit={(event) => (event.preventDefault(), start.mutate(options))}>
            <TextField select size="small" label={translate('tally.exports.period')} value={options.period} onChange={choose('period')} sx={{ minWidth: 140 }}>
              {PERIODS.map((period) => (
                <MenuItem key={period} value={period}>
                  {translate(`tally.exports.periods.${period}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="date"
              label={translate(custom ? 'tally.exports.date_start_custom' : 'tally.exports.date_start')}
              value={options.date_start}
              onChange={choose('date_start')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'export-date-start' } }}
            />
            {custom && (
              <TextField size="small" type="date" label={translate('tally.exports.date_end')} value={options.date_end ?? ''} onChange={choose('date_end')} slotProps={{ inputLabel: { shrink: true } }} />
            )}
            <TextField select size="small" label={translate('tally.exports.format')} value={options.format} onChange={choose('format')} sx={{ minWidth: 120 }}>
              {FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {translate(`tally.exports.formats.${format}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={translate('tally.exports.type')} value={options.type} onChange={choose('type')} sx={{ minWidth: 140 }}>
              {TYPES.map((type) => (
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

function ExportHistory({ exports }: { exports: readonly Export[] }) {
  const translate = useTranslate();
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
            <TableCell>{new Date(item.created_at).toLocaleString()}</TableCell>
            <TableCell>{item.date_start === item.date_end ? item.date_start : `${item.date_start} – ${item.date_end}`}</TableCell>
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
