import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { fieldError, formError } from '../account/fieldError.js';
import { ApiError } from '../errors/api-error.js';
import type { PasswordReset } from '../providers/accountMethods.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { PublicCard } from './PublicCard.js';

const FIELDS = ['password', 'password_confirmation'] as const;

/**
 * /auth/reset?token=…&email=… (the link of the reset mail; no sign-in needed): a new password, twice. The API
 * holds the rules (product-spec §5); a link used before, older than an hour or made up is one refusal, with the
 * way to ask for a new one. Afterwards the person signs in, everywhere.
 */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = new URLSearchParams(useLocation().search);
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const reset = useMutation({ mutationKey: ['account', 'reset'], mutationFn: (body: PasswordReset) => dataProvider.resetPassword(body), meta: { errorDisplay: 'none' } });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    reset.mutate({ email, token, ...values });
  };
  const invalid = reset.error instanceof ApiError && (reset.error.code === 'invalid_token' || fieldError(reset.error, 'token') !== undefined || fieldError(reset.error, 'email') !== undefined);
  const refusal = invalid ? undefined : formError(reset.error, FIELDS);

  return (
    <PublicCard title={translate('tally.account.reset.title')}>
      {reset.isSuccess ? (
        <Alert severity="success" data-testid="reset-done">
          {translate('tally.account.reset.done')}
        </Alert>
      ) : !token || !email ? (
        <Alert severity="error">{translate('tally.account.reset.incomplete')}</Alert>
      ) : invalid ? (
        <Alert severity="error" data-testid="reset-invalid">
          {translate('tally.account.reset.invalid')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate data-testid="reset-form">
          <Stack spacing={2}>
            <Typography variant="body2">{translate('tally.account.reset.intro', { email })}</Typography>
            {refusal && <Alert severity="error">{refusal}</Alert>}
            {FIELDS.map((name) => {
              const error = fieldError(reset.error, name);
              return (
                <TextField
                  key={name}
                  type="password"
                  label={translate(`tally.account.reset.${name === 'password' ? 'password' : 'confirmation'}`)}
                  value={values[name]}
                  onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                  autoComplete="new-password"
                  autoFocus={name === 'password'}
                  required
                  fullWidth
                  error={error !== undefined}
                  helperText={error ?? (name === 'password' ? translate('tally.account.password.hint') : undefined)}
                  slotProps={{ htmlInput: { 'data-testid': `reset-${name}` } }}
                />
              );
            })}
            <Button type="submit" variant="contained" disabled={reset.isPending} data-testid="reset-submit">
              {translate('tally.account.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Button component={Link} to="/login" data-testid="reset-to-login">
        {translate('tally.account.reset.to_login')}
      </Button>
    </PublicCard>
  );
}
