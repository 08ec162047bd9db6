import { Box, Button, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState, type SyntheticEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { formError } from '../account/fieldError.js';

/**
 * The second step of signing in with two-factor on: the code from the app, or a recovery code (each once). The
 * pending sign-in lasts five minutes; after that the API answers 401 and the person starts again.
 */
export function TwoFactorStep({ redirect, signedIn, onBack }: { redirect: string | undefined; signedIn: () => Promise<void>; onBack: () => void }) {
  const translate = useTranslate();
  const login = useLogin();
  const [recovery, setRecovery] = useState(false);
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await login(recovery ? { recovery_code: typed.trim() } : { code: typed.trim() }, redirect);
      await signedIn();
    } catch (error) {
      setRefusal(formError(error));
    } finally {
      setSubmitting(false);
    }
  };
  const prefix = 'tally.account.challenge';

  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-challenge">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1" align="center">
            {translate(`${prefix}.title`)}
          </Typography>
          <Typography variant="body2">{translate(recovery ? `${prefix}.recovery_intro` : `${prefix}.intro`)}</Typography>
          <TextField
            key={recovery ? 'recovery' : 'code'}
            label={translate(recovery ? `${prefix}.recovery_code` : `${prefix}.code`)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="one-time-code"
            autoFocus
            required
            fullWidth
            error={refusal !== undefined}
            helperText={refusal}
            slotProps={{ htmlInput: { inputMode: recovery ? 'text' : 'numeric', 'data-testid': 'two-factor-challenge-code' } }}
          />
          <Button variant="contained" type="submit" disabled={submitting || typed.trim() === ''} fullWidth data-testid="two-factor-challenge-submit">
            {submitting ? <CircularProgress size={19} thickness={3} color="inherit" /> : translate(`${prefix}.submit`)}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Button size="small" onClick={onBack}>
              {translate(`${prefix}.back`)}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setRecovery(!recovery);
                setTyped('');
                setRefusal(undefined);
              }}
              data-testid="two-factor-challenge-switch"
            >
              {translate(recovery ? `${prefix}.use_code` : `${prefix}.use_recovery`)}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </form>
  );
}
