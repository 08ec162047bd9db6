import { Box, Button, Divider, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { describeError } from '../errors/reporter.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { SignOnProvider } from '../providers/signOnMethods.js';

interface SignOnStart {
  provider: SignOnProvider;
  intent?: 'admin';
}

/**
 * The login page's "Sign in with Google / Microsoft", for the providers the portal has an app at (none: nothing
 * shows), and Microsoft's administrators' sign-in (product-spec §6). A button sends the browser to the provider,
 * which sends it back to /auth/{provider}/return (SignOnReturn).
 */
export function SignOnButtons({ redirect }: { redirect: string | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Signing in with a password still works when this fails: no error to show.
  const providers = useQuery({ queryKey: ['sign-on', 'providers'], queryFn: () => dataProvider.signOnProviders(), meta: { errorDisplay: 'none' } });
  const start = useMutation({
    mutationFn: ({ provider, intent }: SignOnStart) => dataProvider.startSignOn(provider, { ...(intent ? { intent } : {}), ...(redirect ? { redirect } : {}) }),
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => notify(describeError(error, {}, translate).heading, { type: 'error' }),
    meta: { errorDisplay: 'none' },
  });
  if (!providers.data?.length) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }} data-testid="sign-on-buttons">
      <Divider>
        <Typography variant="caption" color="text.secondary">
          {translate('tally.sign_on.or')}
        </Typography>
      </Divider>
      {providers.data.map((provider) => (
        <Button key={provider} variant="outlined" fullWidth disabled={start.isPending} onClick={() => start.mutate({ provider })} data-testid={`sign-in-${provider}`}>
          {translate('tally.sign_on.with', { provider: translate(`tally.sign_on.providers.${provider}`) })}
        </Button>
      ))}
      {providers.data.includes('microsoft') && (
        <Button size="small" disabled={start.isPending} onClick={() => start.mutate({ provider: 'microsoft', intent: 'admin' })} data-testid="sign-in-microsoft-admin">
          {translate('tally.sign_on.admin_microsoft')}
        </Button>
      )}
    </Box>
  );
}
