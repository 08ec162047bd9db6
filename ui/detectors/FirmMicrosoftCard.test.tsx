// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { FirmMicrosoft } from '../providers/firmMicrosoftMethods.js';
import { MicrosoftCalendarReturn } from './CalendarGrantReturn.js';
import { FirmMicrosoftCard } from './FirmMicrosoftCard.js';

afterEach(cleanup);

const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const CONSENT_URL = `https://login.microsoftonline.com/${TENANT}/v2.0/adminconsent?client_id=tally-app`;
const admin = testUser({ role: 'admin', is_admin: true });
const refused = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  new ApiError(status, { status, code, title: message, message, reference: 'r1', ...(errors ? { errors } : {}) });

/** GET /v1/clients and the tenant and Teams calls over a tenant kept here, as the API keeps it; every write is noted. */
function firmApi(start: FirmMicrosoft | null, { teamsRefusal }: { teamsRefusal?: ApiError } = {}) {
  let microsoft = start;
  const calls: Array<{ call: string; body: unknown }> = [];
  const api = (url: URL, method: string, body: unknown) => {
    if (method !== 'GET') calls.push({ call: `${method} ${url.pathname}`, body });
    if (method === 'GET' && url.pathname === '/v1/clients') return { data: { integrations: { microsoft } } };
    if (url.pathname === '/v1/microsoft/tenant' && method === 'POST') {
      const { tenant_id: tenantId } = body as { tenant_id: string };
      if (!tenantId.includes('.') && tenantId.length !== 36) throw refused(422, 'validation_failed', 'Please check all fields', { tenant_id: ['A GUID or a verified domain such as firm.onmicrosoft.com'] });
      microsoft = { ...recorded, tenant_id: tenantId };
      return { data: { tenant_id: tenantId, client_id: 'tally-app', consent_url: CONSENT_URL } };
    }
    if (url.pathname === '/v1/microsoft/tenant' && method === 'DELETE') {
      microsoft = null;
      return { data: { revoked: true } };
    }
    if (url.pathname === '/v1/rpc/microsoft/teams' && microsoft) {
      if (teamsRefusal) throw teamsRefusal;
      // Switching them on again forgets a refusal, as the API does.
      microsoft = { ...microsoft, call_records_enabled: method === 'POST', call_records_refused_at: null, call_records_refusal: null };
      return method === 'POST' ? { data: { tenant_id: microsoft.tenant_id, call_records_enabled: true } } : { data: { revoked: true } };
    }
    throw new Error(`Unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

const recorded: FirmMicrosoft = { tenant_id: TENANT, client_id: 'tally-app', own_app: false, consent_url: CONSENT_URL, call_records_enabled: false, call_records_refused_at: null, call_records_refusal: null };
const REFUSAL = 'Microsoft 365 refused the Teams call records (Authorization_RequestDenied: Insufficient privileges to complete the operation.): the tenant’s admin must give consent again.';
const refusedCalls: FirmMicrosoft = { ...recorded, call_records_enabled: true, call_records_refused_at: '2026-03-02T18:00:00.000Z', call_records_refusal: REFUSAL };

const callsSwitch = () => screen.getByTestId('firm-microsoft-calls').querySelector('input') as HTMLInputElement;

describe('Microsoft 365 for the firm', () => {
  it('is not shown to a person who is not an admin', async () => {
    const { api } = firmApi(null);
    const { http } = await renderScreen(<FirmMicrosoftCard />, { path: '/detectors', at: '/detectors', api });
    await waitFor(() => expect(http).toHaveBeenCalled());
    expect(screen.queryByTestId('firm-microsoft')).toBeNull();
    expect(http.mock.calls.map(([url]) => url)).not.toContain('/v1/clients');
  });

  it('keeps Teams call records off until the tenant is recorded, and says why a tenant is refused', async () => {
    const { api, calls } = firmApi(null);
    await renderScreen(<FirmMicrosoftCard />, { path: '/detectors', at: '/detectors', user: admin, api });
    await screen.findByTestId('firm-microsoft-record');
    expect(callsSwitch().disabled).toBe(true);
    expect(screen.getByTestId('firm-microsoft-calls-first').textContent).toBe('Record the tenant and give consent first.');

    fireEvent.change(screen.getByTestId('firm-microsoft-tenant-id'), { target: { value: 'not a tenant' } });
    fireEvent.click(screen.getByTestId('firm-microsoft-record'));
    expect(await screen.findByText('A GUID or a verified domain such as firm.onmicrosoft.com')).toBeTruthy();

    fireEvent.change(screen.getByTestId('firm-microsoft-tenant-id'), { target: { value: ` ${TENANT} ` } });
    fireEvent.click(screen.getByTestId('firm-microsoft-record'));
    await waitFor(() => expect(calls.at(-1)).toEqual({ call: 'POST /v1/microsoft/tenant', body: { tenant_id: TENANT } }));
  });

  it('shows the recorded tenant with its consent link, switches call records on, shows the API’s refusal in words, and removes the tenant after asking', async () => {
    const { api, calls } = firmApi(recorded);
    await renderScreen(<FirmMicrosoftCard />, { path: '/detectors', at: '/detectors', user: admin, api });
    expect((await screen.findByTestId('firm-microsoft-tenant')).textContent).toBe(`Tenant ${TENANT}`);
    expect(screen.getByTestId('firm-microsoft-consent').getAttribute('href')).toBe(CONSENT_URL);
    expect(callsSwitch().checked).toBe(false);

    fireEvent.click(callsSwitch());
    await waitFor(() => expect(callsSwitch().checked).toBe(true));
    expect(calls).toEqual([{ call: 'POST /v1/rpc/microsoft/teams', body: { tenant_id: TENANT } }]);

    fireEvent.click(screen.getByTestId('firm-microsoft-forget'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await screen.findByTestId('firm-microsoft-record');
    expect(calls.at(-1)).toEqual({ call: 'DELETE /v1/microsoft/tenant', body: undefined });
    expect(callsSwitch().disabled).toBe(true);
  });

  it('says in words why the API refused to switch call records on', async () => {
    const refusal = refused(412, 'precondition_failed', 'Record the firm’s Microsoft 365 tenant first (POST /v1/microsoft/tenant).');
    const { api } = firmApi(recorded, { teamsRefusal: refusal });
    await renderScreen(<FirmMicrosoftCard />, { path: '/detectors', at: '/detectors', user: admin, api });
    await screen.findByTestId('firm-microsoft-tenant');
    fireEvent.click(callsSwitch());
    expect((await screen.findByTestId('firm-microsoft-calls-error')).textContent).toBe('Record the firm’s Microsoft 365 tenant first (POST /v1/microsoft/tenant).');
    expect(callsSwitch().checked).toBe(false);
  });
});

describe('call records Microsoft refused', () => {
  it('say so in words with what Microsoft said and the consent link; switching them on again clears it', async () => {
    const { api, calls } = firmApi(refusedCalls);
    await renderScreen(<FirmMicrosoftCard />, { path: '/detectors', at: '/detectors', user: admin, api });
    const refusal = await screen.findByTestId('firm-microsoft-refused');
    expect(refusal.textContent).toContain('Microsoft refused the call records: give consent again.');
    expect(screen.getByTestId('firm-microsoft-refusal').textContent).toBe(REFUSAL);
    expect(screen.getByTestId('firm-microsoft-refused-consent').getAttribute('href')).toBe(CONSENT_URL);
    expect(callsSwitch().checked).toBe(true);

    fireEvent.click(callsSwitch());
    await waitFor(() => expect(callsSwitch().checked).toBe(false));
    fireEvent.click(callsSwitch());
    await waitFor(() => expect(callsSwitch().checked).toBe(true));
    expect(calls.map(({ call }) => call)).toEqual(['DELETE /v1/rpc/microsoft/teams', 'POST /v1/rpc/microsoft/teams']);
    expect(screen.queryByTestId('firm-microsoft-refused')).toBeNull();
  });

  it('are not said refused while Microsoft reads them', async () => {
    const { api } = firmApi({ ...recorded, call_records_enabled: true });
    await renderScreen(<FirmMicrosoftCard />, { path: '/detectors', at: '/detectors', user: admin, api });
    await waitFor(() => expect(callsSwitch().checked).toBe(true));
    expect(screen.queryByTestId('firm-microsoft-refused')).toBeNull();
  });
});

describe('coming back from Microsoft’s tenant consent', () => {
  it('switches call records Microsoft refused on again, which clears the refusal', async () => {
    const { api, calls } = firmApi(refusedCalls);
    await renderScreen(<MicrosoftCalendarReturn />, { path: '/integrations/calendar-microsoft', at: `/integrations/calendar-microsoft?admin_consent=True&tenant=${TENANT}`, user: admin, api });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/detectors'));
    expect(calls).toEqual([{ call: 'POST /v1/rpc/microsoft/teams', body: { tenant_id: TENANT } }]);
  });


  it('says the consent was given and shows the detectors screen, handing nothing over', async () => {
    const { api, calls } = firmApi(null);
    await renderScreen(<MicrosoftCalendarReturn />, { path: '/integrations/calendar-microsoft', at: `/integrations/calendar-microsoft?admin_consent=True&tenant=${TENANT}&scope=x`, user: admin, api });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/detectors'));
    expect(calls).toEqual([]);
  });

  it('says what Microsoft said when consent was refused', async () => {
    const { api, calls } = firmApi(null);
    const at = '/integrations/calendar-microsoft?error=access_denied&error_description=AADSTS65004%3A+User+declined+to+consent';
    await renderScreen(<MicrosoftCalendarReturn />, { path: '/integrations/calendar-microsoft', at, user: admin, api });
    expect((await screen.findByTestId('calendar-grant-return-failed')).textContent).toContain('Microsoft 365 says: AADSTS65004: User declined to consent');
    expect(calls).toEqual([]);
  });
});
