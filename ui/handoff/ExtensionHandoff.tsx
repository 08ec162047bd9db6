import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { User } from '../providers/domain.js';
import { extensionAddress, handoffMessage } from './delivery.js';
import { HandoffDialog } from './HandoffDialog.js';
import { HandoffFrame } from './HandoffFrame.js';
import { leaveFor } from './leave.js';
import { RefusedHandoff } from './RefusedHandoff.js';
import { extensionRequest, type ExtensionRequest } from './requests.js';
import { useHandoff } from './useHandoff.js';

/**
 * `/auth/extension?redirect_uri=…[&device=…]` (product-spec §2): a browser extension asks for a token. The address
 * must be the extension's own (requests.ts); signed in and allowed, the portal makes a token (transfer, kind
 * extension) and goes to that address with the token in its fragment (docs/detection.md, "The browser extension
 * hand-off").
 */
export default function ExtensionHandoff() {
  const [search] = useSearchParams();
  const checked = extensionRequest(search);
  if (!checked.ok) return <RefusedHandoff kind="extension" problem={checked.problem} />;
  return (
    <HandoffFrame>
      <ExtensionDialog request={checked.request} />
    </HandoffFrame>
  );
}

function ExtensionDialog({ request }: { request: ExtensionRequest }) {
  const translate = useTranslate();
  const user = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const device = request.device ?? translate('tally.handoff.extension.default_device');
  const { state, allow } = useHandoff('extension', async (person: User) => {
    const { data: token } = await dataProvider.transferToken({ device_name: device, kind: 'extension' });
    leaveFor(extensionAddress(request.redirectUri, handoffMessage(token, window.location.origin, person)));
  });
  return (
    <HandoffDialog title="tally.handoff.extension.title" state={state} ready={user !== undefined} onAllow={() => user && allow(user)} done="tally.handoff.extension.done">
      <Typography sx={{ mb: 1 }}>{translate('tally.handoff.extension.asking')}</Typography>
      <Typography sx={{ fontWeight: 500 }} data-testid="handoff-device">
        {translate('tally.handoff.extension.device', { device })}
      </Typography>
      <Typography sx={{ mb: 1, wordBreak: 'break-all' }} data-testid="handoff-target">
        {translate('tally.handoff.extension.target', { target: request.target })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('tally.handoff.grants')}
      </Typography>
    </HandoffDialog>
  );
}
