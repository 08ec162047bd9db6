import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SYNC_SYSTEMS, type SyncSystem } from '../providers/domain.js';
import type { SyncErrorFilter } from './syncErrorQuery.js';

interface SyncErrorFiltersProps {
  filter: SyncErrorFilter;
  onChange(filter: SyncErrorFilter): void;
}

/** System and date range: what the API filters sync errors on. */
export function SyncErrorFilters({ filter, onChange }: SyncErrorFiltersProps) {
  const translate = useTranslate();
  const set = (changes: SyncErrorFilter) => {
    const next: SyncErrorFilter = { ...filter, ...changes };
    for (const key of Object.keys(next) as Array<keyof SyncErrorFilter>) if (!next[key]) delete next[key];
    onChange(next);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        fullWidth={false}
        size="small"
        label={translate('tally.sync_errors.filters.system')}
        value={filter.system ?? ''}
        onChange={(event) => set({ system: (event.target.value || undefined) as SyncSystem | undefined })}
        sx={{ width: 200 }}
        slotProps={{ htmlInput: { 'data-testid': 'sync-errors-filter-system' } }}
      >
        <MenuItem value="">{translate('tally.sync_errors.filters.all_systems')}</MenuItem>
        {SYNC_SYSTEMS.map((system) => (
          <MenuItem key={system} value={system}>
            {translate(`tally.systems.${system}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateFilter label="tally.sync_errors.filters.date_start" value={filter.date_start} onChange={(date_start) => set({ date_start })} testId="sync-errors-filter-start" max={filter.date_end} />
      <DateFilter label="tally.sync_errors.filters.date_end" value={filter.date_end} onChange={(date_end) => set({ date_end })} testId="sync-errors-filter-end" min={filter.date_start} />
      {Object.keys(filter).length > 0 && (
        <Button onClick={() => onChange({})} data-testid="sync-errors-filter-clear">
          {translate('tally.sync_errors.filters.clear')}
        </Button>
      )}
    </Box>
  );
}

interface DateFilterProps {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  testId: string;
  min?: string | undefined;
  max?: string | undefined;
}

function DateFilter({ label, value, onChange, testId, min, max }: DateFilterProps) {
  const translate = useTranslate();
  return (
    <TextField
      type="date"
      fullWidth={false}
      size="small"
      label={translate(label)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId, min, max } }}
    />
  );
}
