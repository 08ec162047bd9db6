import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { ConnectionCard } from './ConnectionCard.js';
import { parseModule } from './module.js';
import { OAuthReturn } from './OAuthReturn.js';

/**
 * /integrations: the CRM connection and the ticket-system connection. /integrations/external-{kind}-{system}?code&state
 * is where the vendor sends a person back after signing in (product-spec §2): the oauth step finishes there.
 */
export default function IntegrationsScreen() {
  const translate = useTranslate();
  const { module } = useParams();
  const [params] = useSearchParams();
  const returning = parseModule(module);
  const code = params.get('code');
  const state = params.get('state');
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="integrations-screen">
      <Title title="tally.integrations.title" />
      <Typography variant="h5" component="h1">
        {translate('tally.integrations.title')}
      </Typography>
      {returning && code && state ? (
        <OAuthReturn key={state} kind={returning.kind} system={returning.system} code={code} state={state} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
          <ConnectionCard kind="crm" />
          <ConnectionCard kind="ticket" />
        </Box>
      )}
    </Box>
  );
}
