import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { ConnectionKind, VendorSystem } from '../../domain/push/systems.js';
import type { ConnectionLevel, GrantStatus } from '../providers/domain.js';
import { CommandError } from './CommandError.js';
import { ConnectForm } from './ConnectForm.js';
import { ConnectStepForm } from './ConnectStepForm.js';
import type { useConnectionCommand } from './useConnection.js';

export type GrantCommand = ReturnType<typeof useConnectionCommand>;

const STATUS_COLOURS = { none: 'default', connecting: 'info', active: 'success', invalid: 'error' } as const;

interface GrantPanelProps {
  kind: ConnectionKind;
  level: ConnectionLevel;
  /** The connected (or connecting) system; undefined while none. */
  system: VendorSystem | undefined;
  grant: GrantStatus;
  command: GrantCommand;
  /** The signed-in person may change this grant (the organisation's: administrators). */
  canChange: boolean;
  allowDisconnect: boolean;
  /** What an active grant offers besides reconnecting (the CRM's synchronization). */
  children?: ReactNode;
}

/** One grant, the organisation's or the person's own: its state, the step it waits for, and what can be done with it. */
export function GrantPanel({ kind, level, system, grant, command, canChange, allowDisconnect, children }: GrantPanelProps) {
  const translate = useTranslate();
  const [disconnecting, setDisconnecting] = useState(false);
  const testId = `integration-${kind}-${level}`;
  const systemName = system ? translate(`tally.systems.${system}`) : '';
  const step = grant.connect_active_step;
  const reconnect = () => command.mutate((provider) => provider.reconnect(kind, level));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid={testId} data-status={grant.status} data-step={step ?? undefined}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={STATUS_COLOURS[grant.status]} label={translate(`tally.integrations.status.${grant.status}`)} data-testid={`${testId}-status`} />
        {system && <Typography variant="body2">{systemName}</Typography>}
        {grant.account && (
          <Typography variant="body2" color="text.secondary" data-testid={`${testId}-account`}>
            {translate('tally.integrations.account', { name: grant.account.name })}
          </Typography>
        )}
      </Box>
      {grant.connect_step_error && (
        <Alert severity="error" data-testid={`${testId}-step-error`}>
          {grant.connect_step_error.message}
        </Alert>
      )}
      {grant.status === 'invalid' && <Alert severity="warning">{translate('tally.integrations.invalid_text', { system: systemName })}</Alert>}
      {!canChange ? (
        level === 'organisation' && <Typography variant="body2" color="text.secondary">{translate('tally.integrations.only_admins')}</Typography>
      ) : (
        <>
          {/* A grant that no longer works may also take new credentials. */}
          {(grant.status === 'none' || grant.status === 'invalid' || step === 'credentials' || step === 'oauth') && <ConnectForm kind={kind} level={level} system={grant.status === 'none' && level === 'organisation' ? undefined : system} command={command} testId={testId} />}
          {system && (step === 'tenant' || step === 'cloud_site' || step === 'confirm') && (
            <ConnectStepForm key={step} kind={kind} level={level} system={system} step={step} grant={grant} command={command} testId={testId} />
          )}
          {(grant.status === 'active' || grant.status === 'invalid') && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" loading={command.isPending} onClick={reconnect} data-testid={`${testId}-reconnect`}>
                {translate('tally.integrations.reconnect')}
              </Button>
              {allowDisconnect && (
                <Button color="error" onClick={() => setDisconnecting(true)} data-testid={`${testId}-disconnect`}>
                  {translate('tally.integrations.disconnect')}
                </Button>
              )}
            </Box>
          )}
          {grant.status === 'active' && children}
          <CommandError error={command.error} testId={`${testId}-error`} />
        </>
      )}
      <Confirm
        isOpen={disconnecting}
        loading={command.isPending}
        title="tally.integrations.disconnect_title"
        titleTranslateOptions={{ system: systemName }}
        content="tally.integrations.disconnect_text"
        confirmColor="warning"
        onConfirm={() => command.mutate((provider) => provider.disconnect(kind, level), { onSettled: () => setDisconnecting(false) })}
        onClose={() => setDisconnecting(false)}
        data-testid={`${testId}-disconnect-confirm`}
      />
    </Box>
  );
}
