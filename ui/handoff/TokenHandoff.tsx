import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { TOKEN_ABILITIES } from '../../identity/abilities.js';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { useCurrentUser } from '../dashboard/useCurrentUser.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { User } from '../providers/domain.js';
import { SecretPanel } from '../tokens/SecretDialog.js';
import { HandoffDialog } from './HandoffDialog.js';
import { HandoffFrame } from './HandoffFrame.js';
import { useHandoff } from './useHandoff.js';

/**
 * `/auth/token` (product-spec §2): a token to copy into a detector by hand, with both abilities, named "Copied token"
 * and the moment it was made in the person's language and zone. Made only once the person asks (a link alone makes
 * nothing), and shown this once.
 */
export default function TokenHandoff() {
  return (
    <HandoffFrame>
      <TokenDialog />
    </HandoffFrame>
  );
}

function TokenDialog() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const user = useCurrentUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { state, allow } = useHandoff('token', async (person: User) => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: person.time_zone }).format(new Date());
    const { data } = await dataProvider.createToken({ name: translate('tally.handoff.token.name', { date }), abilities: [...TOKEN_ABILITIES] });
    return data.token;
  });
  return (
    <HandoffDialog
      title="tally.handoff.token.title"
      state={state}
      ready={user !== undefined}
      onAllow={() => user && allow(user)}
      allowLabel="tally.handoff.token.create"
      done={state.step === 'done' && <SecretPanel secret={state.result} />}
    >
      <Typography sx={{ mb: 1 }}>{translate('tally.handoff.token.asking')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('tally.handoff.grants')}
      </Typography>
    </HandoffDialog>
  );
}
