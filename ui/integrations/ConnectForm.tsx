import LoginIcon from '@mui/icons-material/Login';
import { Alert, Box, Button, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { systemsOf, type ConnectionKind, type VendorSystem } from '../../domain/push/systems.js';
import { isApiError } from '../errors/api-error.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { ConnectionLevel, CredentialField } from '../providers/domain.js';
import { CommandError } from './CommandError.js';
import type { GrantCommand } from './GrantPanel.js';

interface ConnectFormProps {
  kind: ConnectionKind;
  level: ConnectionLevel;
  /** The system to connect; absent while the organisation has none, then the person picks one. */
  system: VendorSystem | undefined;
  command: GrantCommand;
  testId: string;
}

/** product-spec §1's systems this portal cannot connect to yet (their names are names, in every language). */
const PLANNED_SYSTEMS: Record<ConnectionKind, readonly string[]> = {
  crm: ['AdminPulse', 'AFAS', 'Alure', 'ClickUp', 'Clio', 'Exact', 'Gripp', 'Kantoor Gemak', 'Productive', 'Qics', 'Simplicate', 'Teamwork', 'Tess', 'Wrike', 'Zoho'],
  ticket: ['Freshdesk', 'Zendesk'],
};

const INPUT_TYPES: Record<CredentialField['type'], string> = { text: 'text', secret: 'password', url: 'url' };

/**
 * Connecting a system the way it connects (credentials meta): a form of its fields for a token, or a sign-in at the
 * vendor (OAuth), which comes back to /integrations/external-{kind}-{system}.
 */
export function ConnectForm({ kind, level, system: fixed, command, testId }: ConnectFormProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [chosen, setChosen] = useState<VendorSystem | ''>(fixed ?? (systemsOf[kind].length === 1 ? systemsOf[kind][0]! : ''));
  const system = fixed ?? (chosen || undefined);
  const [values, setValues] = useState<Record<string, string>>({});
  const meta = useQuery({
    queryKey: ['connections', 'meta', system],
    queryFn: async () => (await dataProvider.credentialsMeta(system!)).data,
    enabled: system !== undefined,
    staleTime: Infinity,
  });
  const signIn = useMutation({
    mutationFn: () => dataProvider.oauthInit(kind, system!, level),
    meta: { errorDisplay: 'none' },
    onSuccess: ({ data }) => window.location.assign(data.url),
  });
  const systemName = system ? translate(`tally.systems.${system}`) : '';
  const { permissions } = usePermissions<string>();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // An optional field left empty (or emptied) is not sent.
    const credentials = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    if (system) command.mutate((provider) => provider.initiateConnection(kind, { system, level, credentials }));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}>
      {!fixed && systemsOf[kind].length > 1 && (
        <TextField
          select
          size="small"
          label={translate('tally.integrations.choose_system')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as VendorSystem)}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-system` } }}
        >
          {systemsOf[kind].map((option) => (
            <MenuItem key={option} value={option}>
              {translate(`tally.systems.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!fixed && (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-planned`}>
          {translate('tally.integrations.planned', { systems: PLANNED_SYSTEMS[kind].join(', ') })}
        </Typography>
      )}
      {system && meta.isPending && <Skeleton height={40} />}
      {meta.data?.enabled === false && (
        // Not a dead button with a server's message: the person learns whom to ask, the administrator what to set.
        <Alert severity="info" data-testid={`${testId}-not-enabled`}>
          {translate('tally.integrations.not_enabled', { system: systemName })}
          {permissions === 'admin' && ` ${translate('tally.integrations.not_enabled_admin', { system: systemName, settings: meta.data.settings.join(', ') })}`}
        </Alert>
      )}
      {meta.data?.auth === 'oauth' && meta.data.enabled !== false && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            {translate('tally.integrations.oauth_hint', { system: systemName })}
          </Typography>
          <Button variant="contained" startIcon={<LoginIcon />} loading={signIn.isPending || signIn.isSuccess} onClick={() => signIn.mutate()} data-testid={`${testId}-oauth`}>
            {translate('tally.integrations.continue_at', { system: systemName })}
          </Button>
          <CommandError error={signIn.error} testId={`${testId}-error`} />
        </Box>
      )}
      {meta.data?.auth === 'token' && (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {meta.data.fields.map((field) => (
            <TextField
              key={field.name}
              size="small"
              type={INPUT_TYPES[field.type]}
              label={field.label}
              required={field.required}
              autoComplete={field.type === 'secret' ? 'off' : undefined}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              error={Boolean(fieldError(command.error, field.name))}
              helperText={fieldError(command.error, field.name)}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-field-${field.name}` } }}
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" loading={command.isPending} data-testid={`${testId}-connect`}>
              {translate('tally.integrations.connect', { system: systemName })}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The API names a refused credential as `credentials.<field>`. */
function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors[`credentials.${field}`]?.join(' ') : undefined;
}
