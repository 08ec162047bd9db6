import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ConnectionKind, VendorSystem } from '../../domain/push/systems.js';
import type { ConnectionLevel, GrantStatus } from '../providers/domain.js';
import type { GrantCommand } from './GrantPanel.js';

interface ConnectStepFormProps {
  kind: ConnectionKind;
  level: ConnectionLevel;
  system: VendorSystem;
  step: 'tenant' | 'cloud_site' | 'confirm';
  grant: GrantStatus;
  command: GrantCommand;
  testId: string;
}

/** The steps after signing in: pick the Xero organisation or the Jira site the grant reaches, then confirm. */
export function ConnectStepForm({ kind, level, system, step, grant, command, testId }: ConnectStepFormProps) {
  const translate = useTranslate();
  const options = grant.connect_step_suggestion?.options ?? [];
  const [picked, setPicked] = useState(options.length === 1 ? options[0]!.id : '');
  const systemName = translate(`tally.systems.${system}`);

  if (step === 'confirm') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Alert severity="warning" data-testid={`${testId}-confirm-warning`}>
          {translate(kind === 'crm' && level === 'organisation' ? 'tally.integrations.confirm_crm' : 'tally.integrations.confirm_grant', { system: systemName })}
        </Alert>
        <Button variant="contained" loading={command.isPending} onClick={() => command.mutate((provider) => provider.connectStep(kind, 'confirm', { level }))} data-testid={`${testId}-confirm`}>
          {translate('tally.integrations.confirm')}
        </Button>
      </Box>
    );
  }
  const field = step === 'tenant' ? 'tenant_id' : 'cloud_id';
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 260 }}
        label={translate(`tally.integrations.choose_${step}`, { system: systemName })}
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-choice` } }}
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={!picked}
        loading={command.isPending}
        onClick={() => command.mutate((provider) => provider.connectStep(kind, step, { [field]: picked, level }))}
        data-testid={`${testId}-choose`}
      >
        {translate('tally.integrations.choose')}
      </Button>
    </Box>
  );
}
