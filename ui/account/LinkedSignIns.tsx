import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { SignOnProvider } from '../providers/signOnMethods.js';
import { SIGN_INS_PATH } from './paths.js';

const KEY = ['account', 'linked-sign-ins'];

/**
 * /account/sign-ins (the profile menu links it): the Google and Microsoft accounts that sign the person in, one per
 * provider the portal has an app at. Linking goes to the provider and comes back here; unlinking is at once.
 */
export default function LinkedSignIns() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const providers = useQuery({ queryKey: ['sign-on', 'providers'], queryFn: () => dataProvider.signOnProviders() });
  const linked = useQuery({ queryKey: KEY, queryFn: () => dataProvider.linkedSignIns() });
  const link = useMutation({ mutationFn: (provider: SignOnProvider) => dataProvider.startLink(provider, SIGN_INS_PATH), onSuccess: (url) => window.location.assign(url) });
  const unlink = useMutation({
    mutationFn: (provider: SignOnProvider) => dataProvider.unlinkSignIn(provider),
    onSuccess: async (_answer, provider) => {
      notify('tally.sign_on.linked.unlinked', { type: 'info', messageArgs: { provider: translate(`tally.sign_on.providers.${provider}`) } });
      await queryClient.invalidateQueries({ queryKey: KEY });
    },
  });

  return (
    <Box sx={{ maxWidth: 520, mt: 2 }}>
      <Title title={translate('tally.sign_on.linked.title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {translate('tally.sign_on.linked.intro')}
            </Typography>
            {providers.data?.length === 0 && <Alert severity="info">{translate('tally.sign_on.linked.not_configured')}</Alert>}
            <List disablePadding data-testid="linked-sign-ins">
              {(providers.data ?? []).map((provider) => {
                const account = linked.data?.find((entry) => entry.provider === provider);
                const pending = link.isPending || unlink.isPending || linked.isPending;
                return (
                  <ListItem
                    key={provider}
                    divider
                    data-testid={`linked-${provider}`}
                    secondaryAction={
                      account ? (
                        <Button onClick={() => unlink.mutate(provider)} disabled={pending} data-testid={`unlink-${provider}`}>
                          {translate('tally.sign_on.linked.unlink')}
                        </Button>
                      ) : (
                        <Button variant="outlined" onClick={() => link.mutate(provider)} disabled={pending} data-testid={`link-${provider}`}>
                          {translate('tally.sign_on.linked.link')}
                        </Button>
                      )
                    }
                  >
                    <ListItemText
                      primary={translate(`tally.sign_on.providers.${provider}`)}
                      secondary={account ? translate('tally.sign_on.linked.linked_as', { email: account.email ?? '' }) : translate('tally.sign_on.linked.none')}
                    />
                  </ListItem>
                );
              })}
            </List>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
