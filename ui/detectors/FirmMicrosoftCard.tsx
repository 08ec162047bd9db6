import { Alert, Box, Button, Card, CardContent, CardHeader, FormControlLabel, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { ApiError } from '../errors/api-error.js';
import { CommandError } from '../integrations/CommandError.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { FirmMicrosoft, TenantInput } from '../providers/firmMicrosoftMethods.js';

const FIRM_MICROSOFT = ['firm-microsoft'];

/**
 * "Microsoft 365 for the firm", for admins on the detectors screen, below their own calendars, where the Teams
 * switches of the detections chapter are too: record the tenant and give Microsoft's tenant consent (the admin goes
 * to Microsoft and comes back through /integrations/calendar-microsoft), remove it after asking, and switch Teams
 * call records on or off, which needs the tenant first.
 */
export function FirmMicrosoftCard() {
  const { permissions } = usePermissions<string>();
  return permissions === 'admin' ? <FirmMicrosoft /> : null;
}

function FirmMicrosoft() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: microsoft } = useQuery({ queryKey: FIRM_MICROSOFT, queryFn: () => dataProvider.firmMicrosoft() });
  return (
    <Card data-testid="firm-microsoft" data-state={microsoft === undefined ? 'loading' : microsoft ? 'recorded' : 'none'}>
      <CardHeader title={translate('tally.detectors.firm_microsoft.title')} subheader={translate('tally.detectors.firm_microsoft.intro')} />
      <CardContent>
        {microsoft === undefined ? (
          <Skeleton height={72} />
        ) : (
          <Stack spacing={2}>
            {microsoft ? <RecordedTenant microsoft={microsoft} /> : <RecordTenant />}
            <CallRecordsSwitch microsoft={microsoft} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** The tenant and, when the firm has one, its own app registration; then on to Microsoft's consent page. */
function RecordTenant() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [input, setInput] = useState<Required<TenantInput>>({ tenant_id: '', client_id: '', client_secret: '' });
  const record = useMutation({
    mutationFn: () => dataProvider.recordTenant({ tenant_id: input.tenant_id.trim(), ...(input.client_id ? { client_id: input.client_id.trim(), client_secret: input.client_secret } : {}) }),
    onSuccess: (consentUrl) => window.location.assign(consentUrl),
  });
  const fieldErrors = record.error instanceof ApiError ? record.error.fieldErrors : {};
  const field = (key: keyof TenantInput, type = 'text') => (
    <TextField
      size="small"
      type={type}
      label={translate(`tally.detectors.firm_microsoft.${key}`)}
      value={input[key]}
      onChange={(event) => setInput({ ...input, [key]: event.target.value })}
      error={fieldErrors[key] !== undefined}
      helperText={fieldErrors[key]?.join(' ') ?? (key === 'tenant_id' ? translate('tally.detectors.firm_microsoft.tenant_id_hint') : undefined)}
      slotProps={{ htmlInput: { 'data-testid': `firm-microsoft-${key.replace('_', '-')}` } }}
    />
  );
  return (
    <Stack spacing={1} component="form" onSubmit={(event) => {
        event.preventDefault();
        record.mutate();
      }}>
      {field('tenant_id')}
      <Typography variant="subtitle2">{translate('tally.detectors.firm_microsoft.own_app')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('tally.detectors.firm_microsoft.own_app_hint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {field('client_id')}
        {field('client_secret', 'password')}
      </Stack>
      {Object.keys(fieldErrors).length === 0 && <CommandError error={record.error} testId="firm-microsoft-error" />}
      <Box>
        <Button type="submit" variant="contained" disabled={!input.tenant_id.trim() || record.isPending} data-testid="firm-microsoft-record">
          {translate('tally.detectors.firm_microsoft.record')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The recorded tenant: which app it consents to, consent (again) at Microsoft, and removing it after asking. */
function RecordedTenant({ microsoft }: { microsoft: FirmMicrosoft }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const forget = useMutation({
    mutationFn: () => dataProvider.forgetTenant(),
    onSuccess: async () => {
      notify('tally.detectors.firm_microsoft.forgotten');
      await queryClient.invalidateQueries({ queryKey: FIRM_MICROSOFT });
    },
    onSettled: () => setAsking(false),
  });
  return (
    <Stack spacing={1} data-testid="firm-microsoft-recorded">
      <Typography data-testid="firm-microsoft-tenant">{translate('tally.detectors.firm_microsoft.recorded', { tenant: microsoft.tenant_id })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {microsoft.own_app ? translate('tally.detectors.firm_microsoft.app_own', { client: microsoft.client_id }) : translate('tally.detectors.firm_microsoft.app_portal')}{' '}
        {translate('tally.detectors.firm_microsoft.consent_hint')}
      </Typography>
      <CommandError error={forget.error} testId="firm-microsoft-error" />
      <Stack direction="row" spacing={1}>
        {microsoft.consent_url && (
          <Button variant="outlined" href={microsoft.consent_url} data-testid="firm-microsoft-consent">
            {translate('tally.detectors.firm_microsoft.consent')}
          </Button>
        )}
        <Button color="error" onClick={() => setAsking(true)} data-testid="firm-microsoft-forget">
          {translate('tally.detectors.firm_microsoft.forget')}
        </Button>
      </Stack>
      <Confirm
        isOpen={asking}
        loading={forget.isPending}
        title="tally.detectors.firm_microsoft.forget_title"
        titleTranslateOptions={{ tenant: microsoft.tenant_id }}
        content="tally.detectors.firm_microsoft.forget_content"
        onConfirm={() => forget.mutate()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

/** Teams call records for the firm (POST or DELETE /v1/rpc/microsoft/teams): off, with a hint, until a tenant is recorded. */
function CallRecordsSwitch({ microsoft }: { microsoft: FirmMicrosoft | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (on: boolean) => dataProvider.switchCallRecords(microsoft?.tenant_id ?? '', on),
    onSuccess: async (_answer, on) => {
      notify(on ? 'tally.detectors.firm_microsoft.calls_on' : 'tally.detectors.firm_microsoft.calls_off');
      await queryClient.invalidateQueries({ queryKey: FIRM_MICROSOFT });
    },
  });
  const hint = microsoft ? 'calls_hint' : 'calls_first';
  return (
    <Box>
      {microsoft?.call_records_refused_at && <CallRecordsRefused microsoft={microsoft} />}
      <FormControlLabel
        control={
          <Switch
            checked={microsoft?.call_records_enabled ?? false}
            disabled={!microsoft || change.isPending}
            onChange={(event) => change.mutate(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'firm-microsoft-calls-hint' } }}
            data-testid="firm-microsoft-calls"
          />
        }
        label={
          <span>
            {translate('tally.detectors.firm_microsoft.calls')}
            <Typography id="firm-microsoft-calls-hint" variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }} data-testid={`firm-microsoft-${hint.replace('_', '-')}`}>
              {translate(`tally.detectors.firm_microsoft.${hint}`)}
            </Typography>
          </span>
        }
      />
      <CommandError error={change.error} testId="firm-microsoft-calls-error" />
    </Box>
  );
}

/**
 * Microsoft refused the call records (consent never given or withdrawn): said as a person's withdrawn calendar grant
 * is, with what Microsoft said and the consent link; it goes once a round reads them again.
 */
function CallRecordsRefused({ microsoft }: { microsoft: FirmMicrosoft }) {
  const translate = useTranslate();
  const consent = microsoft.consent_url && (
    <Button color="inherit" href={microsoft.consent_url} data-testid="firm-microsoft-refused-consent">
      {translate('tally.detectors.firm_microsoft.consent')}
    </Button>
  );
  return (
    <Alert severity="warning" data-testid="firm-microsoft-refused" action={consent} sx={{ mb: 1 }}>
      {translate('tally.detectors.firm_microsoft.refused')}
      {microsoft.call_records_refusal && (
        <Typography variant="body2" data-testid="firm-microsoft-refusal">
          {microsoft.call_records_refusal}
        </Typography>
      )}
    </Alert>
  );
}
