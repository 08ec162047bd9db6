import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { VENDOR_SYSTEMS } from '../../domain/push/systems.js';
import { LocalDatePicker } from '../common/LocalDatePicker.js';
import type { User } from '../providers/domain.js';
import { SYNC_ERROR_CODES, type SyncErrorFilter } from './syncErrorQuery.js';

interface SyncErrorFiltersProps {
  filter: SyncErrorFilter;
  onChange(filter: SyncErrorFilter): void;
}

/** System, error, employee and date range: what the API filters sync errors on. */
export function SyncErrorFilters({ filter, onChange }: SyncErrorFiltersProps) {
  const translate = useTranslate();
  const { data: users = [] } = useGetList<User>('users', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name_first', order: 'ASC' } });
  const set = (changes: SyncErrorFilter) => {
    const next: SyncErrorFilter = { ...filter, ...changes };
    for (const key of Object.keys(next) as Array<keyof SyncErrorFilter>) if (!next[key]) delete next[key];
    onChange(next);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <SelectFilter
        label="tally.sync_errors.filters.system"
        all="tally.sync_errors.filters.all_systems"
        value={filter.system}
        options={VENDOR_SYSTEMS.map((system) => ({ value: system, label: translate(`tally.systems.${system}`) }))}
        onChange={(system) => set({ system: system as SyncErrorFilter['system'] })}
        testId="sync-errors-filter-system"
      />
      <SelectFilter
        label="tally.sync_errors.filters.error_code"
        all="tally.sync_errors.filters.all_codes"
        value={filter.error_code}
        options={SYNC_ERROR_CODES.map((code) => ({ value: code, label: translate(`tally.sync_errors.codes.${code}`) }))}
        onChange={(error_code) => set({ error_code: error_code as SyncErrorFilter['error_code'] })}
        testId="sync-errors-filter-code"
      />
      <SelectFilter
        label="tally.sync_errors.filters.user"
        all="tally.sync_errors.filters.all_users"
        value={filter.user_id}
        options={userOptions(users, filter.user_id, (id) => translate('tally.sync_errors.unknown_user', { id: id.slice(0, 8) }))}
        onChange={(user_id) => set({ user_id })}
        testId="sync-errors-filter-user"
      />
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

/** The organisation's users; the chosen one also while the list loads (or when it is not listed). */
function userOptions(users: readonly User[], chosen: string | undefined, unknown: (id: string) => string) {
  const options = users.map((user) => ({ value: user.id, label: user.name_full }));
  return chosen && !users.some((user) => user.id === chosen) ? [...options, { value: chosen, label: unknown(chosen) }] : options;
}

interface SelectFilterProps {
  label: string;
  /** The first option: no filter. */
  all: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string | undefined): void;
  testId: string;
}

function SelectFilter({ label, all, value, options, onChange, testId }: SelectFilterProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={translate(label)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ width: 200 }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      <MenuItem value="">{translate(all)}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
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
  return <LocalDatePicker label={translate(label)} value={value ?? null} onChange={(date) => onChange(date ?? undefined)} testId={testId} min={min} max={max} />;
}
