import { Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, Login, PasswordInput, TextInput, required, useDataProvider, useLocaleState, useLocation, useLogin, useNotify, useTranslate } from 'react-admin';
import { useState } from 'react';
import { describeError } from '../errors/reporter.js';
import { failureOf } from '../handoff/failure.js';
import { HandoffFailed } from '../handoff/HandoffFailed.js';
import { LOGIN_BACKGROUND } from './background.js';
import { safeRedirect } from './redirect.js';
import { isLanguage } from '../i18n/index.js';
import { LanguageMenu } from '../layout/LanguageMenu.js';
import { TwoFactorRequired } from '../providers/authProvider.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import { SignOnButtons } from './SignOnButtons.js';
import { TWO_FACTOR_STEP } from './SignOnReturn.js';
import { TwoFactorStep } from './TwoFactorStep.js';

interface Credentials {
  email: string;
  password: string;
}

/**
 * /login (only when signed out: react-admin's Login goes to / for a signed-in user). `?redirect=` is where to go
 * once signed in (a hand-off that needs the person); a failed hand-off comes here with its dialog (api-contract §8.1).
 * The card's steps: email and password, then (two-factor on) a code; or asking for a link to reset the password.
 */
export function LoginPage() {
  const location = useLocation();
  const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  const failure = failureOf(location.state);
  if (failure) return <HandoffFailed failure={failure} redirect={redirect} />;
  return (
    <Login
      sx={{
        backgroundImage: LOGIN_BACKGROUND,
        '& .RaLogin-card': { width: 380, maxWidth: 'calc(100vw - 32px)' },
        '& .RaLogin-icon': { bgcolor: 'primary.main' },
      }}
    >
      <LoginForm redirect={redirect} firstStep={isTwoFactorStep(location.state) ? 'two_factor' : 'password'} />
    </Login>
  );
}

/** Which step of signing in the card shows. */
type Step = 'password' | 'two_factor' | 'forgot';

/** Whether the login starts at the code: a sign-in through Google or Microsoft of a person with two-factor on (SignOnReturn). */
const isTwoFactorStep = (state: unknown) => typeof state === 'object' && state !== null && 'step' in state && state.step === TWO_FACTOR_STEP.step;

function LoginForm({ redirect, firstStep }: { redirect: string | undefined; firstStep: Step }) {
  const [step, setStep] = useState<Step>(firstStep);
  const signedIn = useSignedIn();
  if (step === 'two_factor') return <TwoFactorStep redirect={redirect} signedIn={signedIn} onBack={() => setStep('password')} />;
  if (step === 'forgot') return <ForgotPasswordForm onBack={() => setStep('password')} />;
  return <PasswordStep redirect={redirect} signedIn={signedIn} onTwoFactor={() => setStep('two_factor')} onForgot={() => setStep('forgot')} />;
}

/** After signing in: the language chosen on another device (the language switch saves it as a preference) follows the user. */
function useSignedIn(): () => Promise<void> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale, setLocale] = useLocaleState();
  return async () => {
    // What react-admin hands back when a call was refused and it redirected (say, to the two-factor set-up) is no language.
    const preferred: unknown = await dataProvider.languagePreference().catch(() => null);
    if (isLanguage(preferred) && preferred !== locale) setLocale(preferred);
  };
}

function PasswordStep({ redirect, signedIn, onTwoFactor, onForgot }: { redirect: string | undefined; signedIn: () => Promise<void>; onTwoFactor: () => void; onForgot: () => void }) {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    const { email, password } = values as unknown as Credentials;
    setSubmitting(true);
    try {
      await login({ email, password }, redirect);
      await signedIn();
    } catch (error) {
      if (error instanceof TwoFactorRequired) onTwoFactor();
      else notify(describeError(error, {}, translate).heading, { type: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent>
        <Typography variant="h6" component="h1" align="center" sx={{ mb: 1 }}>
          {translate('tally.login.title')}
        </Typography>
        <TextInput source="email" type="email" label="tally.login.email" autoComplete="username" autoFocus validate={required()} />
        <PasswordInput source="password" label="tally.login.password" autoComplete="current-password" validate={required()} />
        <Button variant="contained" type="submit" color="primary" disabled={submitting} fullWidth sx={{ mt: 2 }}>
          {submitting ? <CircularProgress size={19} thickness={3} color="inherit" /> : translate('tally.login.submit')}
        </Button>
        <SignOnButtons redirect={redirect} />
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
          <Button size="small" onClick={onForgot} data-testid="forgot-password-link">
            {translate('tally.account.forgot.link')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
          <LanguageMenu />
        </Box>
      </CardContent>
    </Form>
  );
}
