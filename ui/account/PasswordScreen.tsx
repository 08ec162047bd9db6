import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { PasswordChange } from '../providers/accountMethods.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { fieldError, formError } from './fieldError.js';

const EMPTY: PasswordChange = { password_current: '', password_new: '', password_repeat: '' };
const FIELDS = [
  { name: 'password_current', label: 'current', autoComplete: 'current-password' },
  { name: 'password_new', label: 'new', autoComplete: 'new-password' },
  { name: 'password_repeat', label: 'repeat', autoComplete: 'new-password' },
] as const;

/**
 * /account/password (the profile menu links it): the current password, the new one twice. The API holds the rules
 * (product-spec §5) and says which field is wrong; this session stays, the person's others end.
 */
export default function PasswordScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const change = useMutation({
    mutationKey: ['account', 'password'],
    // The form shows its refusals itself, each under its field.
    meta: { errorDisplay: 'none' },
    mutationFn: (body: PasswordChange) => dataProvider.changePassword(body),
    onSuccess: () => setValues(EMPTY),
  });
  const refused = formError(change.error, FIELDS.map((field) => field.name));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    change.mutate(values);
  };

  return (
    <Box sx={{ maxWidth: 480, mt: 2 }}>
      <Title title={translate('tally.account.password.title')} />
      <Card>
        <CardContent>
          <form onSubmit={submit} noValidate data-testid="password-form">
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {translate('tally.account.password.intro')}
              </Typography>
              {change.isSuccess && (
                <Alert severity="success" data-testid="password-changed">
                  {translate('tally.account.password.changed')}
                </Alert>
              )}
              {refused && <Alert severity="error">{refused}</Alert>}
              {FIELDS.map(({ name, label, autoComplete }) => {
                const error = fieldError(change.error, name);
                return (
                  <TextField
                    key={name}
                    type="password"
                    label={translate(`tally.account.password.${label}`)}
                    value={values[name]}
                    onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                    autoComplete={autoComplete}
                    required
                    fullWidth
                    error={error !== undefined}
                    helperText={error ?? (name === 'password_new' ? translate('tally.account.password.hint') : undefined)}
                    slotProps={{ htmlInput: { 'data-testid': name } }}
                  />
                );
              })}
              <Button type="submit" variant="contained" disabled={change.isPending} data-testid="password-submit">
                {translate('tally.account.password.submit')}
              </Button>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
