import { Alert, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useDataProvider, useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../errors/api-error.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { PublicCard } from '../auth/PublicCard.js';

const MIN_PASSWORD_LENGTH = 8;

/** The secret of a mailed link: it rides in the fragment (#token=…), which browsers send to no server. */
const tokenOf = (hash: string) => new URLSearchParams(hash.slice(1)).get('token') ?? '';

/**
 * The unprotected account pages (product-spec §2): account/new accepts an invitation (the person chooses their
 * password, then is signed in), account confirms an email address.
 */
export function AccountPage({ purpose }: { purpose: 'invitation' | 'verification' }) {
  const token = tokenOf(useLocation().hash);
  const translate = useTranslate();
  return (
    <PublicCard title={translate('tally.invitation.title')}>
      {token === '' ? (
        <Alert severity="warning">{translate('tally.invitation.missing')}</Alert>
      ) : purpose === 'invitation' ? (
        <AcceptInvitation token={token} />
      ) : (
        <VerifyEmail token={token} />
      )}
    </PublicCard>
  );
}

function AcceptInvitation({ token }: { token: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const unequal = password !== confirmation;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (tooShort || unequal) return;
    setPending(true);
    try {
      const { data } = await dataProvider.acceptInvitation({ token, password, password_confirmation: confirmation });
      await login({ email: data.email, password }, '/dashboard');
    } catch (error) {
      setRefused(error instanceof ApiError && error.code === 'invalid_token' ? translate('tally.invitation.invalid') : error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="account-accept">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('tally.invitation.intro')}
      </Typography>
      {refused && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="account-refused">
          {refused}
        </Alert>
      )}
      <TextField
        type="password"
        label={translate('tally.invitation.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="new-password"
        fullWidth
        margin="dense"
        error={submitted && tooShort}
        helperText={submitted && tooShort ? translate('tally.invitation.too_short') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'account-password' } }}
      />
      <TextField
        type="password"
        label={translate('tally.invitation.password_confirmation')}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        autoComplete="new-password"
        fullWidth
        margin="dense"
        error={submitted && !tooShort && unequal}
        helperText={submitted && !tooShort && unequal ? translate('tally.invitation.not_equal') : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'account-password-confirmation' } }}
      />
      <Button type="submit" variant="contained" fullWidth disabled={pending} sx={{ mt: 1 }} data-testid="account-submit">
        {pending ? <CircularProgress size={19} thickness={3} color="inherit" /> : translate('tally.invitation.submit')}
      </Button>
    </form>
  );
}

function VerifyEmail({ token }: { token: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<'verifying' | 'verified' | 'invalid'>('verifying');
  useEffect(() => {
    dataProvider.verifyEmail(token).then(
      () => setState('verified'),
      () => setState('invalid'),
    );
  }, [dataProvider, token]);
  if (state === 'verifying') return <Typography align="center">{translate('tally.invitation.verifying')}</Typography>;
  return (
    <>
      <Alert severity={state === 'verified' ? 'success' : 'error'} data-testid="account-verification">
        {translate(state === 'verified' ? 'tally.invitation.verified' : 'tally.invitation.invalid')}
      </Alert>
      <Button href="/login" variant="outlined">
        {translate('tally.invitation.to_login')}
      </Button>
    </>
  );
}
