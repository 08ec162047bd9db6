import { Alert, Box, CircularProgress, Divider, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AutocompleteInput, BooleanInput, Form, SaveButton, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CLIENT_DETAILS as DETAILS } from '../../identity/clients.js';
import { useIntlLocale } from '../common/DateTimeFields.js';
import { isApiError } from '../errors/api-error.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { SETTINGS_KEY, type Client, type ClientDetailsInput, type CompanyDataInput } from '../providers/settingsMethods.js';

const COMPANY_DATA = ['debit_name', 'debit_iban', 'debit_bic', 'debit_email', 'debit_btw'] as const;
const ORGANISATION_KEY = [...SETTINGS_KEY, 'organisation'];

/** The API's field errors as react-admin's form sets them on its inputs; nothing for other refusals (the error display shows those). */
const formErrors = (error: unknown) => (isApiError(error) ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.join(' ')])) : undefined);

/** Settings → Organisation (administrators, api-contract §7.4): the firm's details, its time zone, and its company data, given once. */
export function OrganisationPanel() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const organisation = useQuery({ queryKey: ORGANISATION_KEY, queryFn: () => dataProvider.organisation() });
  const properties = useQuery({ queryKey: [...ORGANISATION_KEY, 'properties'], queryFn: () => dataProvider.clientProperties() });
  if (organisation.isPending || properties.isPending) return <CircularProgress size={24} />;
  if (organisation.isError || properties.isError) return <Alert severity="error">{translate('tally.settings.load_failed')}</Alert>;
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <DetailsForm client={organisation.data} />
      <TimeZoneForm zone={properties.data.time_zone} />
      <TwoFactorRequirement required={properties.data.two_factor_required} />
      <Divider />
      <CompanyData client={organisation.data} />
    </Stack>
  );
}

function useOrganisationSave<T>(call: (body: T) => Promise<unknown>) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ORGANISATION_KEY });
      notify('tally.settings.saved', { type: 'success' });
    },
  });
  return async (body: T) => {
    try {
      await save.mutateAsync(body);
      return undefined;
    } catch (error) {
      return formErrors(error);
    }
  };
}

function DetailsForm({ client }: { client: Client }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useOrganisationSave((body: ClientDetailsInput) => dataProvider.updateOrganisation(body));
  const record = Object.fromEntries(DETAILS.map((field) => [field, client[field] ?? '']));
  return (
    <Form key={JSON.stringify(record)} record={record} onSubmit={(values: Record<string, unknown>) => submit(Object.fromEntries(DETAILS.map((field) => [field, values[field] ?? ''])))} noValidate>
      <Box data-testid="organisation-details" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {DETAILS.map((field) => (
          <TextInput key={field} source={field} label={`tally.settings.organisation.fields.${field}`} helperText={false} data-testid={`organisation-${field}`} />
        ))}
      </Box>
      <SaveButton data-testid="organisation-save" />
    </Form>
  );
}

/** The zones the browser knows (IANA), as the API checks them. */
const ZONES = Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone }));

function TimeZoneForm({ zone }: { zone: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useOrganisationSave((value: string) => dataProvider.setClientProperty('time_zone', value));
  return (
    <Form key={zone} record={{ value: zone }} onSubmit={(values: Record<string, unknown>) => submit(String(values.value))} noValidate>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <AutocompleteInput source="value" choices={ZONES} label="tally.settings.organisation.time_zone" helperText="tally.settings.organisation.time_zone_hint" sx={{ minWidth: 300 }} data-testid="organisation-time-zone" />
        <SaveButton data-testid="organisation-time-zone-save" />
      </Stack>
    </Form>
  );
}

/** Whether everyone signs in with two-factor; the API refuses it (412) until the administrator has it on, and says so here. */
function TwoFactorRequirement({ required }: { required: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const change = useMutation({
    meta: { errorDisplay: 'none' },
    mutationFn: (value: boolean) => dataProvider.setClientProperty('two_factor_required', value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANISATION_KEY }),
  });
  const refused = isApiError(change.error) ? (change.error.detail ?? change.error.title) : change.error?.message;
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={required} disabled={change.isPending} onChange={(_, value) => change.mutate(value)} data-testid="organisation-two-factor-required" />}
        label={translate('tally.settings.organisation.two_factor_required')}
      />
      {refused && (
        <Alert severity="warning" data-testid="organisation-two-factor-refused">
          {refused}
        </Alert>
      )}
    </Stack>
  );
}

/** The company debit data: a form until it is given, then read only, saying why (product-spec §5). */
function CompanyData({ client }: { client: Client }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const submit = useOrganisationSave((body: CompanyDataInput) => dataProvider.setCompanyData(body));
  const given = client.company_data;
  return (
    <Box data-testid="company-data">
      <Typography variant="h6">{translate('tally.settings.organisation.company_data')}</Typography>
      {given ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Alert severity="info" data-testid="company-data-fixed">
            {translate('tally.settings.organisation.company_data_fixed', { date: new Date(given.set_at).toLocaleDateString(locale, { dateStyle: 'long' }) })}
          </Alert>
          {COMPANY_DATA.map((field) => (
            <Typography key={field} variant="body2" data-testid={`company-data-${field}`}>
              {translate(`tally.settings.organisation.fields.${field}`)}: {given[field] ?? '—'}
            </Typography>
          ))}
        </Stack>
      ) : (
        <Form record={{ activation_confirmed: false }} onSubmit={(values: Record<string, unknown>) => submit(values as CompanyDataInput)} noValidate>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('tally.settings.organisation.company_data_once')}
          </Typography>
          {COMPANY_DATA.map((field) => (
            <TextInput key={field} source={field} label={`tally.settings.organisation.fields.${field}`} helperText={false} data-testid={`company-data-${field}`} sx={{ maxWidth: 420 }} />
          ))}
          <BooleanInput source="activation_confirmed" label="tally.settings.organisation.fields.activation_confirmed" data-testid="company-data-activation_confirmed" />
          <SaveButton label="tally.settings.organisation.company_data_submit" data-testid="company-data-save" alwaysEnable />
        </Form>
      )}
    </Box>
  );
}
