// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noGrant, renderScreen, testConnection, testUser, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorDisplay } from '../errors/ErrorDisplay.js';
import { credentialsMeta } from '../../integrations/connections/kinds.js';
import type { VendorSystem } from '../../domain/push/systems.js';
import type { ConnectionStatus, GrantStatus, StoredLists } from '../providers/domain.js';
import IntegrationsScreen from './IntegrationsScreen.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const admin = testUser({ role: 'admin', is_admin: true, is_manager: true });
const noConnection = (user: GrantStatus | null = null): ConnectionStatus => testConnection({ user });

/** The connect flow as the contract describes it, over one organisation: each call answers the new status. */
function connectApi() {
  const state = { crm: noConnection(), ticket: noConnection(noGrant), lists: null as StoredLists | null, settings: {} as Record<string, string>, calls: [] as Array<{ path: string; body: unknown }> };
  const refused = (message: string) => new ApiError(422, { status: 422, code: 'invalid_credentials', title: 'Invalid credentials', message, reference: 'r1' });
  const api: FakeApi = (url, method, body) => {
    const path = url.pathname;
    state.calls.push({ path, body });
    const input = (body ?? {}) as Record<string, unknown>;
    if (path === '/v1/rpc/services/crm/status') return { data: state.crm };
    if (path === '/v1/rpc/services/ticket/status') return { data: state.ticket };
    if (path === '/v1/rpc/integration/crm/credentials/meta') return { data: credentialsMeta[input.system as VendorSystem] };
    if (path === '/v1/rpc/services/crm/initiate') {
      const credentials = input.credentials as Record<string, string>;
      if (credentials.access_token !== 'harvest-token') throw refused('Harvest did not accept these credentials: invalid_token');
      state.crm = { ...state.crm, system: 'harvest', status: 'connecting', connect_active_step: 'confirm', account: { id: '1001', name: 'Ann Admin' } };
      return { data: state.crm };
    }
    if (path === '/v1/rpc/services/crm/step/oauth') {
      state.crm = { ...state.crm, system: 'xero', status: 'connecting', connect_active_step: 'tenant', connect_step_suggestion: { options: [{ id: 't1', name: 'Demo Company (NL)' }] } };
      return { data: state.crm };
    }
    if (path === '/v1/rpc/services/crm/step/tenant') {
      state.crm = { ...state.crm, connect_active_step: 'confirm', connect_step_suggestion: null, account: { id: 't1', name: 'Demo Company (NL)' } };
      return { data: state.crm };
    }
    if (path === '/v1/rpc/services/crm/step/confirm') {
      state.crm = { ...state.crm, status: 'active', connect_active_step: null, allowDisconnect: true, locked: { client: true, user: false }, supportsContactSelection: true };
      return { data: state.crm };
    }
    if (path === '/v1/rpc/crm/external/sync') {
      if (state.crm.last_synchronized_at) {
        throw new ApiError(429, { status: 429, code: 'cooldown_or_crm_sync_already', title: 'Too soon', message: 'You can start the synchronization once per hour; next at 2099-01-01T11:00:00.000Z.', reference: 'r2' });
      }
      state.crm = { ...state.crm, last_synchronized_at: '2026-11-20T10:00:00Z', synchronize_available_at: '2099-01-01T11:00:00Z' };
      state.lists = { clients: [{ id: '2001', name: 'ABC Corp' }, { id: '2003', name: 'Bright Ideas' }], projects: [], tasks: [], users: [], synchronized_at: '2026-11-20T10:00:00Z' };
      return { data: state.lists };
    }
    if (path === '/v1/rpc/integration/crm/settings/meta') {
      const workTypes = [{ id: 'wt-1', name: 'Consultancy' }, { id: 'wt-2', name: 'Administration' }];
      return { data: { system: input.system, fields: input.system === 'teamleader' ? [{ name: 'default_work_type_id', label: 'Default work type', type: 'select', required: false, options: workTypes }] : [] } };
    }
    if (path === '/v1/rpc/integration/crm/settings') {
      if (input.settings) state.settings = Object.fromEntries(Object.entries(input.settings as Record<string, string | null>).filter(([, value]) => value !== null)) as Record<string, string>;
      return { data: { system: state.crm.system, settings: state.settings } };
    }
    if (path === '/v1/rpc/crm/external/lists') return { data: state.lists ?? { clients: [], projects: [], tasks: [], users: [], synchronized_at: null } };
    if (path === '/v1/rpc/services/ticket/step/cloud_site') {
      state.ticket = { ...state.ticket, user: { ...noGrant, status: 'connecting', connect_active_step: 'confirm' } };
      return { data: state.ticket };
    }
    if (path === '/v1/contacts') return [{ id: 'c1', name: 'Atelier Noord', external_crm: null }, { id: 'c2', name: 'Bakkerij Zoet', external_crm: { system: 'harvest', external_id: '2003' } }];
    if (path === '/v1/users') return [testUser({ id: 'u1', name_full: 'Sanne Bakker', external_crm: { system: 'harvest', external_id: '1002' } }), testUser({ id: 'u2', name_full: 'Pieter de Vries' })];
    if (path === '/v1/contacts/c1/external-crm') return { data: { system: 'harvest', kind: 'contact', id: 'c1', external_id: input.external_id } };
    throw new Error(`unexpected call ${method} ${path}`);
  };
  return { api, state };
}

const open = (api: FakeApi, at = '/integrations', user = admin) =>
  renderScreen(
    <>
      <ErrorDisplay />
      <IntegrationsScreen />
      <Notification />
    </>,
    { path: '/integrations/:module?', at, user, api },
  );

const crm = () => screen.getByTestId('integration-crm-organisation');
const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the integrations', () => {
  it('connects Harvest with a token: the form comes from the system’s credentials, a refused token says why where it was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs every failed call in development
    const fake = connectApi();
    await open(fake.api);
    await waitFor(() => expect(crm().dataset.status).toBe('none'));
    fill('integration-crm-organisation-system', 'harvest');
    await screen.findByTestId('integration-crm-organisation-field-access_token');
    fill('integration-crm-organisation-field-access_token', 'wrong');
    fill('integration-crm-organisation-field-account_id', '123456');
    expect(screen.getByTestId('integration-crm-organisation-field-access_token').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByTestId('integration-crm-organisation-connect'));
    expect((await screen.findByTestId('integration-crm-organisation-error')).textContent).toBe('Harvest did not accept these credentials: invalid_token');
    expect(screen.queryByRole('dialog')).toBeNull(); // not the error dialog's "invalid email address or password"

    fill('integration-crm-organisation-field-access_token', 'harvest-token');
    fireEvent.click(screen.getByTestId('integration-crm-organisation-connect'));
    expect((await screen.findByTestId('integration-crm-organisation-confirm-warning')).textContent).toContain('major operation that cannot be undone');
    expect(fake.state.calls.find((c) => c.path === '/v1/rpc/services/crm/initiate' && (c.body as { credentials: { access_token: string } }).credentials.access_token === 'harvest-token')?.body).toEqual({
      system: 'harvest',
      level: 'organisation',
      credentials: { access_token: 'harvest-token', account_id: '123456' },
    });
    fireEvent.click(screen.getByTestId('integration-crm-organisation-confirm'));
    await waitFor(() => expect(crm().dataset.status).toBe('active'));
    expect(screen.getByTestId('integration-crm-organisation-account').textContent).toBe('Account: Ann Admin');
    expect(screen.getByTestId('integration-crm-organisation-disconnect')).toBeTruthy();
  });

  it('sets Teamleader’s default work type from the work types Teamleader offers, and shows no settings for Harvest', async () => {
    const fake = connectApi();
    fake.state.crm = { ...fake.state.crm, system: 'teamleader', status: 'active', account: { id: '1', name: 'Ann' }, allowDisconnect: true };
    await open(fake.api);
    const select = await screen.findByTestId('integration-crm-setting-default_work_type_id');
    fireEvent.mouseDown(within(screen.getByTestId('integration-crm-settings')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Consultancy' }));
    await screen.findByText('Saved.');
    expect(fake.state.calls.filter((c) => c.path === '/v1/rpc/integration/crm/settings').map((c) => c.body)).toEqual([{}, { settings: { default_work_type_id: 'wt-1' } }]);
    expect((select as HTMLInputElement).value).toBe('wt-1');
    cleanup();

    fake.state.crm = { ...fake.state.crm, system: 'harvest' };
    await open(fake.api);
    await screen.findByTestId('integration-crm-synchronize');
    expect(screen.queryByTestId('integration-crm-settings')).toBeNull();
  });

  it('synchronizes once per hour: says what came in, then when it is available again', async () => {
    const fake = connectApi();
    fake.state.crm = { ...fake.state.crm, system: 'harvest', status: 'active', account: { id: '1', name: 'Ann' }, allowDisconnect: true };
    await open(fake.api);
    fireEvent.click(await screen.findByTestId('integration-crm-synchronize'));
    await screen.findByText('Synchronized: 2 clients, 0 projects, 0 tasks, 0 users.');
    expect((await screen.findByTestId('integration-crm-sync-available')).textContent).toMatch(/once per hour; again from .*2099/);
    expect(screen.getByTestId<HTMLButtonElement>('integration-crm-synchronize').disabled).toBe(true);
  });

  it('offers the synchronization again once its hour has passed, without a reload', async () => {
    // The clock is the test's: an hour passes at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fake = connectApi();
      const availableAt = new Date(Date.now() + 3_600_000).toISOString();
      fake.state.crm = { ...fake.state.crm, system: 'harvest', status: 'active', account: { id: '1', name: 'Ann' }, allowDisconnect: true, synchronize_available_at: availableAt };
      await open(fake.api);
      await screen.findByTestId('integration-crm-sync-available');
      expect(screen.getByTestId<HTMLButtonElement>('integration-crm-synchronize').disabled).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(3_600_000));
      expect(screen.getByTestId<HTMLButtonElement>('integration-crm-synchronize').disabled).toBe(false);
      expect(screen.queryByTestId('integration-crm-sync-available')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the cooldown the API answers when another synchronization started within the hour', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs every failed call in development
    const fake = connectApi();
    fake.state.crm = { ...fake.state.crm, system: 'harvest', status: 'active', last_synchronized_at: '2026-11-20T10:00:00Z' };
    await open(fake.api);
    fireEvent.click(await screen.findByTestId('integration-crm-synchronize'));
    const error = await screen.findByTestId('integration-crm-sync-error');
    expect([error.dataset.code, error.textContent]).toEqual(['cooldown_or_crm_sync_already', 'You can start the synchronization once per hour; next at 2099-01-01T11:00:00.000Z.']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a connection that no longer works a reconnect and a new token', async () => {
    const fake = connectApi();
    fake.state.crm = { ...fake.state.crm, system: 'harvest', status: 'invalid', account: { id: '1', name: 'Ann' }, allowDisconnect: true };
    await open(fake.api);
    await waitFor(() => expect(crm().dataset.status).toBe('invalid'));
    expect(within(crm()).getByText('Harvest no longer accepts the connection. Connect again.')).toBeTruthy();
    expect(screen.getByTestId('integration-crm-organisation-reconnect')).toBeTruthy();
    expect(await screen.findByTestId('integration-crm-organisation-field-access_token')).toBeTruthy();
    expect(screen.queryByTestId('integration-crm-organisation-system')).toBeNull(); // the system stays Harvest
  });

  it('maps a contact to one of the clients the synchronization brought in', async () => {
    const fake = connectApi();
    fake.state.crm = { ...fake.state.crm, system: 'harvest', status: 'active', account: { id: '1', name: 'Ann' }, allowDisconnect: true };
    await open(fake.api);
    await waitFor(() => expect(screen.getByTestId('integration-crm-mapping').textContent).toContain('Synchronize to map')); // the read: never synchronized
    fireEvent.click(screen.getByTestId('integration-crm-synchronize'));
    const row = await screen.findByTestId('integration-crm-mapping-contacts-c1');
    expect(within(screen.getByTestId('integration-crm-mapping-contacts-c2')).getByRole<HTMLInputElement>('combobox').value).toBe('Bright Ideas'); // mapped before
    const input = within(row).getByRole<HTMLInputElement>('combobox');
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByRole('option', { name: 'ABC Corp' }));
    await screen.findByText('Atelier Noord mapped to ABC Corp.');
    expect(fake.state.calls.find((c) => c.path === '/v1/contacts/c1/external-crm')?.body).toEqual({ external_id: '2001' });
    expect(input.value).toBe('ABC Corp');
  });

  it('opens the mapping with the lists of the last synchronization, and users with their current mapping', async () => {
    const fake = connectApi();
    fake.state.crm = { ...fake.state.crm, system: 'harvest', status: 'active', account: { id: '1', name: 'Ann' }, last_synchronized_at: '2026-11-20T10:00:00Z' };
    fake.state.lists = { clients: [], projects: [], tasks: [], users: [{ id: '1001', name: 'Ann Admin', email: null }, { id: '1002', name: 'Bob Booker', email: null }], synchronized_at: '2026-11-20T10:00:00Z' };
    await open(fake.api);
    fireEvent.click(await screen.findByTestId('integration-crm-mapping-tab-users'));
    const sanne = await screen.findByTestId('integration-crm-mapping-users-u1');
    expect(within(sanne).getByRole<HTMLInputElement>('combobox').value).toBe('Bob Booker');
    expect(within(screen.getByTestId('integration-crm-mapping-users-u2')).getByRole<HTMLInputElement>('combobox').value).toBe('');
    expect(fake.state.calls.map((c) => c.path)).not.toContain('/v1/rpc/crm/external/sync');
  });

  it('finishes signing in at Xero on the return route, then offers the organisations the grant reaches and the confirmation', async () => {
    const fake = connectApi();
    await open(fake.api, '/integrations/external-crm-xero?code=the-code&state=the-state');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/integrations'));
    expect(fake.state.calls.filter((c) => c.path === '/v1/rpc/services/crm/step/oauth')).toEqual([{ path: '/v1/rpc/services/crm/step/oauth', body: { code: 'the-code', state: 'the-state' } }]);
    await waitFor(() => expect(crm().dataset.step).toBe('tenant'));
    fireEvent.click(screen.getByTestId('integration-crm-organisation-choose'));
    await waitFor(() => expect(crm().dataset.step).toBe('confirm'));
    expect(fake.state.calls.find((c) => c.path === '/v1/rpc/services/crm/step/tenant')?.body).toEqual({ tenant_id: 't1', level: 'organisation' });
  });

  it('shows a person the organisation’s connection read-only and lets them connect their own Jira account', async () => {
    const fake = connectApi();
    fake.state.ticket = { ...fake.state.ticket, system: 'jira', status: 'active', account: { id: 'site', name: 'acme.atlassian.net' }, user: { ...noGrant, status: 'connecting', connect_active_step: 'cloud_site', connect_step_suggestion: { options: [{ id: 'c1', name: 'acme' }] } } };
    await open(fake.api, '/integrations', testUser());
    const organisation = await screen.findByTestId('integration-ticket-organisation');
    expect(within(organisation).getByText("Only administrators change the organisation's connection.")).toBeTruthy();
    expect(within(await screen.findByTestId('integration-crm-organisation')).queryByTestId('integration-crm-organisation-connect')).toBeNull();
    fireEvent.click(screen.getByTestId('integration-ticket-user-choose'));
    await waitFor(() => expect(screen.getByTestId('integration-ticket-user').dataset.step).toBe('confirm'));
    expect(fake.state.calls.find((c) => c.path === '/v1/rpc/services/ticket/step/cloud_site')?.body).toEqual({ cloud_id: 'c1', level: 'user' });
    expect(screen.getByTestId('integration-ticket-user-confirm-warning').textContent).toBe('From now on your hours go to Jira as your user.');
  });

  it('tells a person whom to ask when the server has no Jira app, and the administrator which settings enable it', async () => {
    const fake = connectApi();
    fake.state.ticket = { ...fake.state.ticket, system: 'jira', status: 'active', account: { id: 'site', name: 'acme.atlassian.net' } };
    const api: FakeApi = (url, method, body) =>
      url.pathname === '/v1/rpc/integration/crm/credentials/meta' && (body as { system: string }).system === 'jira'
        ? { data: { ...credentialsMeta.jira, enabled: false, settings: ['JIRA_CLIENT_ID', 'JIRA_CLIENT_SECRET'] } }
        : fake.api(url, method, body);
    await open(api, '/integrations', testUser());
    const notEnabled = await screen.findByTestId('integration-ticket-user-not-enabled');
    expect(notEnabled.textContent).toBe('Your administrator has not enabled Jira yet. Ask them to.');
    expect(screen.queryByTestId('integration-ticket-user-oauth')).toBeNull();
    cleanup();

    await open(api, '/integrations', admin);
    expect((await screen.findByTestId('integration-ticket-user-not-enabled')).textContent).toContain('JIRA_CLIENT_ID, JIRA_CLIENT_SECRET');
  });

  it('says plainly which CRM systems are planned but cannot be connected yet', async () => {
    await open(connectApi().api);
    const planned = await screen.findByTestId('integration-crm-organisation-planned');
    expect(planned.textContent).toMatch(/^Planned, not yet available: AdminPulse, AFAS, .*Exact.*Zoho\.$/);
  });
});
