import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useNavigate, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SIGN_INS_PATH } from '../account/paths.js';
import { describeError } from '../errors/reporter.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { SignOnFinished, SignOnProvider } from '../providers/signOnMethods.js';
import { PublicCard } from './PublicCard.js';
import { safeRedirect } from './redirect.js';

/** Where the login page starts when the provider was right and the two-factor code is next. */
export const TWO_FACTOR_STEP = { step: 'two_factor' } as const;

/**
 * /auth/google/return and /auth/microsoft/return (product-spec §2): the provider sends the browser back here with
 * its query, which the API checks against the sign-on this browser started (state, nonce, PKCE). Signed in or
 * linked, the portal loads afresh where the sign-on was to go (the query leaves the address); with two-factor on,
 * the login asks the code; a refusal says why, with the way back to the login.
 */
export function SignOnReturn({ provider }: { provider: SignOnProvider }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useLocation().search.slice(1);
  const finish = useMutation({
    mutationFn: () => dataProvider.finishSignOn(provider, query),
    onSuccess: (answer: SignOnFinished) => {
      if ('two_factor' in answer) {
        const redirect = safeRedirect(answer.redirect);
        void navigate(redirect ? `/login?${new URLSearchParams({ redirect }).toString()}` : '/login', { replace: true, state: TWO_FACTOR_STEP });
        return;
      }
      const fallback = answer.data.intent === 'link' ? SIGN_INS_PATH : '/dashboard';
      window.location.replace(safeRedirect(answer.data.redirect) ?? fallback);
    },
    meta: { errorDisplay: 'none' },
  });
  // The state is good once: one finish per visit, also where React runs an effect twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finish.mutate();
  }, [finish]);

  return (
    <PublicCard title={translate(finish.isError ? 'tally.sign_on.failed' : 'tally.sign_on.returning')}>
      {finish.isError ? (
        <>
          <Alert severity="error" data-testid="sign-on-refused">
            {describeError(finish.error, {}, translate).heading}
          </Alert>
          <Button variant="contained" onClick={() => void navigate('/login', { replace: true })}>
            {translate('tally.sign_on.to_login')}
          </Button>
        </>
      ) : (
        <Typography align="center">
          <CircularProgress size={24} />
        </Typography>
      )}
    </PublicCard>
  );
}
