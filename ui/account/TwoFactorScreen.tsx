import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { TwoFactorConfirmed, TwoFactorProof, TwoFactorState } from '../providers/accountMethods.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { formError } from './fieldError.js';
import { RecoveryCodes } from './RecoveryCodes.js';

const STATE_KEY = ['account', 'two-factor'];
/** The screen shows refusals itself (a wrong code under the form). */
const SILENT = { errorDisplay: 'none' } as const;

/** Six digits (spaces as apps show them allowed) are a code from the app; anything else is a recovery code. */
const proofOf = (typed: string): TwoFactorProof => (/^[\d\s]{6,7}$/.test(typed.trim()) ? { code: typed.trim() } : { recovery_code: typed.trim() });

/**
 * /account/two-factor (the profile menu links it; a person whose organisation requires two-factor sign-in is sent
 * here first): turning it on (QR code, a code confirms it, the recovery codes shown once) and off with a code.
 */
export default function TwoFactorScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const state = useQuery({ queryKey: STATE_KEY, queryFn: () => dataProvider.twoFactorState() });
  const settle = (next: TwoFactorState) => queryClient.setQueryData(STATE_KEY, next);
  const turnOn = useMutation({ mutationKey: ['account', 'two-factor', 'on'], mutationFn: () => dataProvider.startTwoFactor(), onSuccess: settle, meta: SILENT });

  return (
    <Box sx={{ maxWidth: 560, mt: 2 }}>
      <Title title={translate('tally.account.two_factor.title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {translate('tally.account.two_factor.intro')}
            </Typography>
            {!state.data ? (
              <CircularProgress size={24} />
            ) : recoveryCodes ? (
              <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
            ) : state.data.enabled ? (
              <TurnOff state={state.data} onOff={settle} />
            ) : state.data.pending ? (
              <Confirm
                onConfirmed={(confirmed) => {
                  settle(confirmed.state);
                  setRecoveryCodes(confirmed.recovery_codes);
                }}
                onCancelled={settle}
              />
            ) : (
              <>
                {state.data.required && <Alert severity="warning">{translate('tally.account.two_factor.required')}</Alert>}
                <Typography data-testid="two-factor-status">{translate('tally.account.two_factor.off')}</Typography>
                {turnOn.error !== null && <Alert severity="error">{formError(turnOn.error)}</Alert>}
                <Box>
                  <Button variant="contained" onClick={() => turnOn.mutate()} disabled={turnOn.isPending} data-testid="two-factor-on">
                    {translate('tally.account.two_factor.turn_on')}
                  </Button>
                </Box>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** The QR code of the new secret (and the secret to type), and a code from the app that confirms it. */
function Confirm({ onConfirmed, onCancelled }: { onConfirmed: (answer: TwoFactorConfirmed) => void; onCancelled: (state: TwoFactorState) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [code, setCode] = useState('');
  const setup = useQuery({ queryKey: ['account', 'two-factor', 'setup'], queryFn: () => dataProvider.twoFactorSetup(), gcTime: 0 });
  const confirm = useMutation({ mutationKey: ['account', 'two-factor', 'confirm'], mutationFn: (typed: string) => dataProvider.confirmTwoFactor(typed), onSuccess: onConfirmed, meta: SILENT });
  const cancel = useMutation({ mutationKey: ['account', 'two-factor', 'cancel'], mutationFn: () => dataProvider.disableTwoFactor({}), onSuccess: onCancelled });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    confirm.mutate(code);
  };
  const wrong = formError(confirm.error);

  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-confirm-form">
      <Stack spacing={2}>
        <Typography>{translate('tally.account.two_factor.scan')}</Typography>
        {setup.data ? (
          <>
            <Box
              component="img"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.svg)}`}
              alt={translate('tally.account.two_factor.qr_alt')}
              sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'common.white' }}
              data-testid="two-factor-qr"
            />
            <Typography variant="body2">
              {translate('tally.account.two_factor.secret')}:{' '}
              <Box component="code" sx={{ wordBreak: 'break-all' }} data-testid="two-factor-secret">
                {setup.data.secret}
              </Box>
            </Typography>
          </>
        ) : (
          <CircularProgress size={24} />
        )}
        <TextField
          label={translate('tally.account.two_factor.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          required
          error={wrong !== undefined}
          helperText={wrong}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'two-factor-code' } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={confirm.isPending || code.trim() === ''} data-testid="two-factor-confirm">
            {translate('tally.account.two_factor.confirm')}
          </Button>
          <Button onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {translate('tally.account.two_factor.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** On: how many recovery codes are left, and turning it off with a code or a recovery code. */
function TurnOff({ state, onOff }: { state: TwoFactorState; onOff: (state: TwoFactorState) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [typed, setTyped] = useState('');
  const off = useMutation({ mutationKey: ['account', 'two-factor', 'off'], mutationFn: (proof: TwoFactorProof) => dataProvider.disableTwoFactor(proof), onSuccess: onOff, meta: SILENT });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    off.mutate(proofOf(typed));
  };
  const refusal = formError(off.error);

  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-off-form">
      <Stack spacing={2}>
        <Alert severity="success" data-testid="two-factor-status">
          {translate('tally.account.two_factor.on', { smart_count: state.recovery_codes_left })}
        </Alert>
        <Typography variant="body2">{translate('tally.account.two_factor.turn_off_intro')}</Typography>
        <TextField
          label={translate('tally.account.two_factor.proof')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="one-time-code"
          required
          error={refusal !== undefined}
          helperText={refusal}
          slotProps={{ htmlInput: { 'data-testid': 'two-factor-proof' } }}
        />
        <Box>
          <Button type="submit" variant="outlined" color="error" disabled={off.isPending || typed.trim() === ''} data-testid="two-factor-off">
            {translate('tally.account.two_factor.turn_off')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
