import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { User } from '../providers/domain.js';
import { handoffMessage, sendToAgent } from './delivery.js';
import { HandoffDialog } from './HandoffDialog.js';
import { HandoffFrame } from './HandoffFrame.js';
import { RefusedHandoff } from './RefusedHandoff.js';
import { nativeLoginRequest, type NativeLoginRequest } from './requests.js';
import { useHandoff } from './useHandoff.js';

/**
 * `/?native_login=1&port=N[&device=…]` (product-spec §2): the agent (`npm run agent -- login`) opened the portal and
 * waits on 127.0.0.1:N. The port is checked first; then, signed in, the person is asked; allowed, the portal makes a
 * token for the device (POST /v1/auth/tokens/transfer, kind native) and posts it to the agent. A token the agent did
 * not take is revoked at once: nobody has it.
 */
export function NativeLoginHandoff() {
  const [search] = useSearchParams();
  const checked = nativeLoginRequest(search);
  if (!checked.ok) return <RefusedHandoff kind="native" problem={checked.problem} />;
  return (
    <HandoffFrame>
      <NativeLoginDialog request={checked.request} />
    </HandoffFrame>
  );
}

function NativeLoginDialog({ request }: { request: NativeLoginRequest }) {
  const translate = useTranslate();
  const user = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const device = request.device ?? translate('tally.handoff.native.default_device');
  const { state, allow } = useHandoff('native', async (person: User) => {
    const { data: token } = await dataProvider.transferToken({ device_name: device, kind: 'native' });
    try {
      await sendToAgent(request.port, handoffMessage(token, window.location.origin, person));
    } catch (error) {
      await dataProvider.delete('tokens', { id: token.id }).catch(() => undefined);
      throw error;
    }
  });
  return (
    <HandoffDialog title="tally.handoff.native.title" state={state} ready={user !== undefined} onAllow={() => user && allow(user)} done="tally.handoff.native.done">
      <Typography sx={{ mb: 1 }}>{translate('tally.handoff.native.asking')}</Typography>
      <Typography sx={{ mb: 1, fontWeight: 500 }} data-testid="handoff-device">
        {translate('tally.handoff.native.device', { device })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('tally.handoff.grants')}
      </Typography>
    </HandoffDialog>
  );
}
