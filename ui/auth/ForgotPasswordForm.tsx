import { Alert, Button, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { fieldError, formError } from '../account/fieldError.js';
import type { AppDataProvider } from '../providers/dataProvider.js';

/**
 * Asking for a link to reset a forgotten password. The API answers the same whether the email is someone's, and
 * so does this form: it says a mail is on its way if there is an account.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [email, setEmail] = useState('');
  const ask = useMutation({ mutationKey: ['account', 'forgot'], mutationFn: (address: string) => dataProvider.forgotPassword({ email: address }), meta: { errorDisplay: 'none' } });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    ask.mutate(email);
  };
  const emailError = fieldError(ask.error, 'email');
  const refusal = formError(ask.error, ['email']);

  return (
    <form onSubmit={submit} noValidate data-testid="forgot-password-form">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1" align="center">
            {translate('tally.account.forgot.title')}
          </Typography>
          {ask.isSuccess ? (
            <Alert severity="info" data-testid="forgot-password-sent">
              {translate('tally.account.forgot.sent')}
            </Alert>
          ) : (
            <>
              <Typography variant="body2">{translate('tally.account.forgot.intro')}</Typography>
              {refusal && <Alert severity="error">{refusal}</Alert>}
              <TextField
                type="email"
                label={translate('tally.login.email')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                autoComplete="username"
                autoFocus
                required
                fullWidth
                error={emailError !== undefined}
                helperText={emailError}
                slotProps={{ htmlInput: { 'data-testid': 'forgot-password-email' } }}
              />
              <Button variant="contained" type="submit" disabled={ask.isPending || email.trim() === ''} fullWidth data-testid="forgot-password-submit">
                {translate('tally.account.forgot.submit')}
              </Button>
            </>
          )}
          <Button size="small" onClick={onBack}>
            {translate('tally.account.forgot.back')}
          </Button>
        </Stack>
      </CardContent>
    </form>
  );
}
