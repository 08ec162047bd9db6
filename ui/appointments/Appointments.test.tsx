// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, type FakeApi } from '../common/testScreen.js';
import AppointmentEdit from './AppointmentEdit.js';
import AppointmentList from './AppointmentList.js';
import { toChange, toFormValues } from './arrangement.js';
import { testAppointment } from './testing.js';

afterEach(cleanup);

const ACME = { id: '00000000-0000-4000-8000-00000000ac01', name: 'Acme', formatted_name: 'Acme', status: 'active' };
const KICK_OFF = testAppointment({ attendees: ['jan@acme.example', 'piet@acme.example'] });
const CONFIRMED = testAppointment({ id: '00000000-0000-4000-8000-0000000000a2', description: 'Review', status: 'confirmed', contact_id: ACME.id, location: null });

function appointmentsApi() {
  const calls: Array<{ method: string; path: string; query: URLSearchParams; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    if (url.pathname === '/v1/appointments') return [KICK_OFF, CONFIRMED];
    if (url.pathname === '/v1/contacts') return [ACME];
    if (url.pathname === `/v1/appointments/${KICK_OFF.id}`) return { data: method === 'PUT' ? { ...KICK_OFF, ...(body as object), status: 'confirmed' } : KICK_OFF };
    throw new Error(`unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

const inResource = (element: ReactElement) => <ResourceContextProvider value="appointments">{element}</ResourceContextProvider>;

describe('the Appointments screen', () => {
  it('lists your appointments newest first with their attendees, location, status and contact', async () => {
    const { api, calls } = appointmentsApi();
    await renderScreen(inResource(<AppointmentList />), { path: '/appointments', at: '/appointments', api });
    const row = (await screen.findByText('Kick-off')).closest('tr')!;
    expect(within(row).getByText('jan@acme.example, piet@acme.example')).toBeTruthy();
    expect(within(row).getByText('Amsterdam')).toBeTruthy();
    expect(within(row).getByText('To arrange')).toBeTruthy();
    const review = screen.getByText('Review').closest('tr')!;
    expect(within(review).getByText('Confirmed')).toBeTruthy();
    await waitFor(() => expect(within(review).getByText('Acme')).toBeTruthy());
    expect(calls.find((call) => call.path === '/v1/appointments')!.query.get('sort')).toBe('["started_at","DESC"]');
  });

  it('filters by status', async () => {
    const { api, calls } = appointmentsApi();
    await renderScreen(inResource(<AppointmentList />), { path: '/appointments', at: '/appointments?filter={"status":"pending"}', api });
    await screen.findByText('Kick-off');
    expect(calls.some((call) => call.path === '/v1/appointments' && call.query.get('filter') === '{"status":"pending"}')).toBe(true);
  });

  it('arranges an appointment for a contact, with travel out in minutes for the same contact', async () => {
    const { api, calls } = appointmentsApi();
    await renderScreen(inResource(<AppointmentEdit />), { path: '/appointments/:id', at: `/appointments/${KICK_OFF.id}`, api });
    fireEvent.click(within((await screen.findAllByTestId('appointment-arrangement'))[0]!).getByLabelText('Contact'));
    const contact = within((await screen.findAllByTestId('appointment-contact'))[0]!).getByRole('combobox');
    fireEvent.mouseDown(contact);
    fireEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    fireEvent.change(screen.getAllByLabelText('Minutes')[0]!, { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Start location'), { target: { value: 'Utrecht' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      contact_id: ACME.id,
      internal: false,
      ignored: false,
      travel_location_start: 'Utrecht',
      travel_duration_start: 1800,
      travel_contact_start: ACME.id,
      travel_location_end: null,
      travel_duration_end: 0,
      travel_contact_end: ACME.id,
    }));
  });
});

describe('an appointment as the edit form holds it', () => {
  it('keeps each travel leg’s whose: a contact’s, internal, ignored or the appointment’s own', () => {
    const values = toFormValues(testAppointment({ status: 'ignored', travel_duration_start: 600, travel_contact_start: ACME.id, travel_duration_end: 600, travel_contact_end: 'internal' }));
    expect(values).toMatchObject({ arrangement: 'ignore', travel_whose_start: 'contact', travel_leg_contact_start: ACME.id, travel_whose_end: 'internal' });
    expect(toChange(values)).toMatchObject({ ignored: true, contact_id: null, travel_contact_start: ACME.id, travel_contact_end: 'internal' });
    expect(toChange({ ...values, arrangement: null })).toMatchObject({ contact_id: null, internal: false, ignored: false });
    // Back to the appointment's own: the leg takes the appointment's arrangement as it is now.
    expect(toChange({ ...values, arrangement: 'internal', travel_whose_start: 'own' })).toMatchObject({ internal: true, travel_contact_start: 'internal' });
  });
});
