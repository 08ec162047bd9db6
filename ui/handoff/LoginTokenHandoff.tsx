import { Alert, CircularProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { PublicCard } from '../auth/PublicCard.js';
import { describeError } from '../errors/reporter.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

/**
 * `/?login_token=…` (product-spec §2): a sign-in link an administrator made to act as a person. The CSRF cookie is
 * loaded (the HTTP client does that before its first state-changing call), the token redeemed (once), and the
 * portal loads afresh at the dashboard: the token leaves the address and the history.
 */
export function LoginTokenHandoff({ token }: { token: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const redeem = useMutation({
    mutationFn: () => dataProvider.redeemLoginToken(token),
    onSuccess: () => window.location.replace('/dashboard'),
    meta: { errorDisplay: 'none' },
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The token is out of the address at once, also when it does not work.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    redeem.mutate();
  }, [redeem]);

  return (
    <PublicCard title={translate(redeem.isError ? 'tally.impersonation.failed' : 'tally.impersonation.signing_in')}>
      {redeem.isError ? (
        <Alert severity="error" data-testid="login-token-refused">
          {describeError(redeem.error, {}, translate).heading}
        </Alert>
      ) : (
        <Typography align="center">
          <CircularProgress size={24} />
        </Typography>
      )}
    </PublicCard>
  );
}
