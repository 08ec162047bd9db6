import { Card, CardContent, Divider, LinearProgress, Skeleton, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { systemsOf, type ConnectionKind } from '../../domain/push/systems.js';
import { GrantPanel } from './GrantPanel.js';
import { MappingPanel } from './MappingPanel.js';
import { SettingsPanel } from './SettingsPanel.js';
import { SyncPanel } from './SyncPanel.js';
import { useConnectionCommand, useConnectionStatus } from './useConnection.js';

/**
 * The CRM connection or the ticket-system connection (product-spec §2): the organisation's section (administrators
 * change it) and, where each person books as themselves (Jira), the signed-in person's own grant.
 */
export function ConnectionCard({ kind }: { kind: ConnectionKind }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const status = useConnectionStatus(kind);
  const organisation = useConnectionCommand(kind);
  const own = useConnectionCommand(kind);
  const data = status.data;
  const system = data && data.system !== 'none' ? data.system : undefined;
  return (
    <Card variant="outlined" data-testid={`integration-${kind}`} data-system={data?.system} data-status={data?.status}>
      {(status.isFetching || organisation.isPending || own.isPending) && <LinearProgress data-testid={`integration-${kind}-progress`} />}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <div>
          <Typography variant="h6" component="h2">
            {translate(`tally.integrations.${kind}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`tally.integrations.${kind}.intro`)}
          </Typography>
        </div>
        {!data ? (
          <Skeleton height={80} />
        ) : (
          <>
            <Typography variant="subtitle2">{translate('tally.integrations.organisation')}</Typography>
            <GrantPanel
              kind={kind}
              level="organisation"
              system={system}
              grant={data}
              command={organisation}
              canChange={permissions === 'admin'}
              allowDisconnect={data.allowDisconnect}
            >
              {kind === 'crm' && system && <SettingsPanel system={system} />}
              {kind === 'crm' && <SyncPanel status={data} />}
              {kind === 'crm' && <MappingPanel />}
            </GrantPanel>
            {data.user && (
              <>
                <Divider />
                <Typography variant="subtitle2">{translate('tally.integrations.user')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('tally.integrations.user_intro', { system: translate(`tally.systems.${system ?? systemsOf[kind][0]!}`) })}
                </Typography>
                <GrantPanel kind={kind} level="user" system={system ?? systemsOf[kind][0]!} grant={data.user} command={own} canChange allowDisconnect={data.user.status !== 'none'} />
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
