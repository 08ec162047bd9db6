import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConnectionKind, VendorSystem } from '../../domain/push/systems.js';
import { CommandError } from './CommandError.js';
import { useConnectionCommand } from './useConnection.js';

interface OAuthReturnProps {
  kind: ConnectionKind;
  system: VendorSystem;
  code: string;
  state: string;
}

/**
 * Back from signing in at the vendor (/integrations/external-{kind}-{system}?code&state): hands the code to the
 * oauth step once, then shows the integrations with the step that follows; a refusal stays here with its reason.
 */
export function OAuthReturn({ kind, system, code, state }: OAuthReturnProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const command = useConnectionCommand(kind);
  const sent = useRef(false);
  useEffect(() => {
    // The code is single-use: a second render (StrictMode) must not send it again.
    if (sent.current) return;
    sent.current = true;
    command.mutate((provider) => provider.connectStep(kind, 'oauth', { code, state }), { onSuccess: () => void navigate('/integrations', { replace: true }) });
  }, [command, kind, code, state, navigate]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }} data-testid="integration-return">
      <Typography>{translate('tally.integrations.returning', { system: translate(`tally.systems.${system}`) })}</Typography>
      {command.isPending && <LinearProgress />}
      <CommandError error={command.error} testId="integration-return-error" />
      {command.isError && (
        <Alert severity="info" action={<Button onClick={() => navigate('/integrations', { replace: true })}>{translate('tally.integrations.back')}</Button>}>
          {translate('tally.integrations.return_failed')}
        </Alert>
      )}
    </Box>
  );
}
