import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { VendorSystem } from '../../domain/push/systems.js';
import { CommandError } from './CommandError.js';

const settingsKey = ['integrations', 'crm', 'settings'] as const;

/** What an administrator sets on the CRM connection beside its credentials (Teamleader: the default work type). */
export function SettingsPanel({ system }: { system: VendorSystem }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<string>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const admin = permissions === 'admin';
  const meta = useQuery({ queryKey: [...settingsKey, 'meta', system], queryFn: async () => (await dataProvider.connectionSettingsMeta(system)).data.fields, enabled: admin });
  const fields = meta.data ?? [];
  const stored = useQuery({ queryKey: settingsKey, queryFn: async () => (await dataProvider.connectionSettings()).data.settings, enabled: admin && fields.length > 0 });
  const save = useMutation({
    mutationFn: (settings: Record<string, string | null>) => dataProvider.connectionSettings(settings),
    meta: { errorDisplay: 'none' },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(settingsKey, data.settings);
      notify('tally.integrations.settings.saved', { type: 'info' });
    },
  });
  if (!admin || fields.length === 0 || !stored.data) return null;
  const settings = stored.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignSelf: 'stretch' }} data-testid="integration-crm-settings">
      <Typography variant="subtitle2">{translate('tally.integrations.settings.title')}</Typography>
      {fields.map((field) => (
        <TextField
          key={field.name}
          select
          size="small"
          sx={{ maxWidth: 360 }}
          label={translate(`tally.integrations.settings.fields.${field.name}`, { _: field.label })}
          helperText={translate(`tally.integrations.settings.hints.${field.name}`, { _: '' })}
          value={settings[field.name] ?? ''}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ ...settings, [field.name]: event.target.value === '' ? null : event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': `integration-crm-setting-${field.name}` } }}
        >
          {!field.required && <MenuItem value="">{translate('tally.integrations.settings.none')}</MenuItem>}
          {(field.options ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <CommandError error={save.error} testId="integration-crm-settings-error" />
    </Box>
  );
}
