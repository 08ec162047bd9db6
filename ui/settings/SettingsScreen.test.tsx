// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { Client, PreferenceEntry } from '../providers/settingsMethods.js';
import SettingsScreen from './SettingsScreen.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const refusal = (errors: Record<string, string[]>) =>
  new ApiError(422, { status: 422, code: 'validation_failed', title: 'Please check all fields and try again', message: 'Please check all fields and try again', reference: 'r1', errors });

const entry = (chapter: string, key: string, value: unknown, source: PreferenceEntry['source']): PreferenceEntry => ({ chapter, key, value, source });

/** The preference calls over the firm's and the person's values kept here, as the API keeps them; every write is noted. */
function preferencesApi() {
  const firm = [entry('data_retention', 'logged_activity', 60, 'client'), entry('reminders', 'booking_time', '16:45', 'default')];
  const own = [entry('data_retention', 'logged_activity', 60, 'client'), entry('reminders', 'booking_time', '17:30', 'user')];
  const writes: string[] = [];
  const api: FakeApi = (url, method, body) => {
    if (method === 'GET' && url.pathname === '/v1/preferences/client') return { data: firm };
    if (method === 'GET' && url.pathname === '/v1/preferences') return { data: own };
    if (method === 'PUT' && url.pathname === '/v1/preferences/data_retention') {
      writes.push(JSON.stringify(body));
      const days = (body as { logged_activity: number }).logged_activity;
      if (days < 1) throw refusal({ logged_activity: ['Give a whole number of days, from 1 to 3650.'] });
      own[0] = entry('data_retention', 'logged_activity', days, 'user');
      return { data: [own[0]] };
    }
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, writes };
}

describe('the settings screen', () => {
  it('offers a person their own sections only, and says whose each value is', async () => {
    const { api } = preferencesApi();
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/reminders', api });

    expect(await screen.findByText('Your own setting (organisation: 16:45)')).toBeTruthy();
    expect(screen.getByTestId('settings-section-reminders')).toBeTruthy();
    expect(screen.queryByTestId('settings-section-organisation')).toBeNull();
    expect(screen.queryByTestId('settings-section-block_calculation')).toBeNull();
    expect(screen.queryByTestId('settings-scope-client')).toBeNull();
  });

  it('says plainly which switches have no effect yet: AI tagging, suggestions; and not of the day processing that acts', async () => {
    const { api } = preferencesApi();
    /** The field with its helper text. */
    const field = (testId: string) => screen.getByTestId(testId).closest('.MuiFormControl-root, .MuiFormGroup-root')?.textContent ?? '';
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/beta_features', api });
    await screen.findByTestId('setting-beta_features-ai_tagging');
    expect(field('setting-beta_features-ai_tagging')).toMatch(/No effect yet/);
    expect(screen.getByText(/AI tagging does not exist in this portal yet/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('settings-section-day_processing'));
    await screen.findByTestId('settings-form-day_processing-user');
    for (const key of ['show_suggestions_booking', 'show_suggestions_timeline', 'slide', 'screen_crop']) expect(field(`setting-day_processing-${key}`), key).toMatch(/No effect yet/);
    expect(field('setting-day_processing-show_activity_booked')).not.toMatch(/No effect yet/);
  });

  it('shows a refused value’s reason under its field, then saves the chapter in one PUT of what changed', async () => {
    const { api, writes } = preferencesApi();
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/data_retention', api });
    const field = await screen.findByTestId('setting-data_retention-logged_activity');
    expect(within(field).getByText('As the organisation set it')).toBeTruthy();
    const input = field.querySelector('input')!;

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('settings-save-data_retention-user'));
    expect(await within(field).findByText('Give a whole number of days, from 1 to 3650.')).toBeTruthy();

    fireEvent.change(input, { target: { value: '90' } });
    // The changed field is checked again first (the server's complaint about it goes), then saving is possible.
    const save = screen.getByTestId('settings-save-data_retention-user');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(writes).toEqual(['{"logged_activity":0}', '{"logged_activity":90}']));
    expect(await screen.findByText('Your own setting (organisation: 60 days)')).toBeTruthy();
  });
});

const client = (overrides: Partial<Client> = {}): Client => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Van Dijk Accountants',
  email: null,
  website: null,
  phone: null,
  address: null,
  address_extra: null,
  postal: null,
  city: 'Amsterdam',
  country: 'NL',
  status: 'trial',
  time_zone: 'Europe/Amsterdam',
  is_onboarded: false,
  company_data: null,
  integrations: { microsoft: null },
  ...overrides,
});

function organisationApi(organisation: Client) {
  const api: FakeApi = (url, method) => {
    if (method === 'GET' && url.pathname === '/v1/clients') return { data: organisation };
    if (method === 'GET' && url.pathname === '/v1/clients/properties') return { data: { two_factor_required: false, time_zone: organisation.time_zone, is_onboarded: organisation.is_onboarded } };
    if (method === 'POST' && url.pathname === '/v1/clients/onboarding') throw refusal({ debit_iban: ['This is not a valid IBAN: check the number.'] });
    if (method === 'POST' && url.pathname === '/v1/clients/properties/two_factor_required') {
      throw new ApiError(412, { status: 412, code: 'precondition_failed', title: 'This cannot be done yet: a precondition is not met.', message: 'Turn two-factor sign-in on for yourself first.', reference: 'r2' });
    }
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return api;
}

describe('the organisation (administrators)', () => {
  const admin = testUser({ role: 'admin', is_admin: true });

  it('shows the company data’s form until it is given, with a refused IBAN’s reason under it', async () => {
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/organisation', user: admin, api: organisationApi(client()) });
    const iban = (await screen.findByTestId('company-data-debit_iban')).querySelector('input')!;
    expect((screen.getByTestId('organisation-city').querySelector('input')!).value).toBe('Amsterdam');
    fireEvent.change(iban, { target: { value: 'NL92ABNA0417164300' } });
    fireEvent.click(screen.getByTestId('company-data-save'));
    expect(await within(screen.getByTestId('company-data')).findByText('This is not a valid IBAN: check the number.')).toBeTruthy();
  });

  it('shows given company data read only, saying why', async () => {
    const company_data = { debit_name: 'Van Dijk B.V.', debit_iban: 'NL91ABNA0417164300', debit_bic: null, debit_email: 'finance@vandijk.example', debit_btw: 'NL123456789B01', activation_confirmed: true, set_at: '2026-11-02T10:00:00.000Z' };
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/organisation', user: admin, api: organisationApi(client({ is_onboarded: true, company_data })) });
    expect((await screen.findByTestId('company-data-fixed')).textContent).toMatch(/can be set only once/);
    expect(screen.getByTestId('company-data-debit_iban').textContent).toBe('IBAN: NL91ABNA0417164300');
    expect(screen.queryByTestId('company-data-save')).toBeNull();
  });

  it('says why requiring two-factor of everyone is refused while the administrator has it off', async () => {
    await renderScreen(<SettingsScreen />, { path: '/settings/:module?', at: '/settings/organisation', user: admin, api: organisationApi(client()) });
    const toggle = (await screen.findByTestId('organisation-two-factor-required')).querySelector('input')!;
    fireEvent.click(toggle);
    expect((await screen.findByTestId('organisation-two-factor-refused')).textContent).toBe('Turn two-factor sign-in on for yourself first.');
    expect(toggle.checked).toBe(false);
  });
});
