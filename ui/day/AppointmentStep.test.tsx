// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testDay, type FakeApi } from '../common/testScreen.js';
import type { Appointment } from '../providers/domain.js';
import { testAppointment } from '../appointments/testing.js';
import DayScreen from './DayScreen.js';
import { clustersOf, DAY_ID, testActivity } from './testing.js';

afterEach(cleanup);

const CONTACT = { id: '00000000-0000-4000-8000-0000000000c7', name: 'Atelier Noord', formatted_name: 'C1006 Atelier Noord' };
const KICK_OFF = testAppointment({ id: '00000000-0000-4000-8000-0000000000a1', description: 'Kick-off Atelier Noord' });
const WORKSHOP = testAppointment({
  id: '00000000-0000-4000-8000-0000000000a2',
  description: 'Workshop',
  started_at: '2026-11-20T12:00:00Z',
  ended_at: '2026-11-20T17:00:00Z',
  status: 'arranged',
  internal: true,
  needs_confirmation: true,
});
// Another open day's appointment, which the pending call answers when asked for all days: not this day's.
const TOMORROW = testAppointment({ id: '00000000-0000-4000-8000-0000000000a3', date: '2026-11-21', description: 'Tomorrow' });

/** A day with one activity, and the appointments API: pending, arranging (a contact makes it activity) and confirming. */
function appointmentsApi(day: 'recorded' | 'none' = 'recorded') {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const state = { appointments: [KICK_OFF, WORKSHOP, TOMORROW], activities: day === 'recorded' ? [testActivity({ minute: 0 })] : [] };
  const api: FakeApi = (url, method, body) => {
    const path = url.pathname;
    calls.push({ method, path, body });
    if (path === '/v1/days') return day === 'recorded' ? [testDay('2026-11-20', { id: DAY_ID, activity_count: state.activities.length })] : [];
    if (path === '/v1/rpc/activities/overview') return { data: clustersOf(state.activities) };
    // The person's preferences (day_processing): the defaults.
    if (path === '/v1/preferences') return { data: [] };
    if (path === '/v1/contacts') return [CONTACT];
    if (path.startsWith('/v1/dimension_levels/')) return [];
    if (path === '/v1/rpc/appointments/pending') {
      const { day_ids } = body as { day_ids?: string[] };
      return { data: state.appointments.filter((a) => (a.status === 'pending' || a.status === 'arranged') && (!day_ids || day_ids.includes(a.day_id))) };
    }
    const arranged = /^\/v1\/appointments\/([\w-]+)$/.exec(path);
    if (arranged && method === 'PUT') {
      const change = body as Pick<Appointment, 'contact_id' | 'internal'>;
      const appointment = { ...state.appointments.find((a) => a.id === arranged[1])!, ...change, status: 'confirmed' as const };
      state.appointments = state.appointments.map((a) => (a.id === appointment.id ? appointment : a));
      state.activities = [...state.activities, testActivity({ minute: 60, contact_id: change.contact_id, display_status: 'open_tagged', context: { title: appointment.description } })];
      return { data: appointment };
    }
    if (path === '/v1/rpc/appointments/confirm') {
      const { ids } = body as { ids: string[] };
      state.appointments = state.appointments.map((a) => (ids.includes(a.id) ? { ...a, status: 'confirmed' as const } : a));
      return { data: state.appointments.filter((a) => ids.includes(a.id)) };
    }
    throw new Error(`unexpected call ${method} ${path}`);
  };
  return { api, calls };
}

const open = (api: FakeApi) => renderScreen(<DayScreen />, { path: '/day', at: '/day?date=2026-11-20', api });
const item = (appointment: Appointment) => screen.findByTestId(`appointment-${appointment.id}`);

describe("the day's appointment step", () => {
  it("lists the day's appointments still to arrange or confirm, before the activity", async () => {
    const { api, calls } = appointmentsApi();
    await open(api);
    const step = await screen.findByTestId('appointment-step');
    expect(within(step).getByText('2 appointments to arrange')).toBeTruthy();
    expect((await item(KICK_OFF)).textContent).toContain('Kick-off Atelier Noord');
    expect((await item(WORKSHOP)).textContent).toContain('Awaiting confirmation');
    expect(screen.queryByTestId(`appointment-${TOMORROW.id}`)).toBeNull();
    expect(calls.find((call) => call.path === '/v1/rpc/appointments/pending')?.body).toEqual({ day_ids: [DAY_ID] });
  });

  it('arranges an appointment with a contact, and the day shows the activity it became', async () => {
    const { api, calls } = appointmentsApi();
    await open(api);
    fireEvent.click(within(await item(KICK_OFF)).getByTestId('appointment-contact'));
    const input = within(screen.getByTestId('contact-picker')).getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByRole('option', { name: /Atelier Noord/ }));
    await waitFor(() => expect(screen.queryByTestId(`appointment-${KICK_OFF.id}`)).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: `/v1/appointments/${KICK_OFF.id}`, body: { contact_id: CONTACT.id, internal: false, ignored: false } });
    expect(await screen.findByTestId('activity-row-a60')).toBeTruthy();
  });

  it('ignores an appointment in one click', async () => {
    const { api, calls } = appointmentsApi();
    await open(api);
    fireEvent.click(within(await item(KICK_OFF)).getByTestId('appointment-ignore'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ contact_id: null, internal: false, ignored: true }));
  });

  it('confirms the appointments the confirmation rule holds in one batch', async () => {
    const { api, calls } = appointmentsApi();
    await open(api);
    await item(WORKSHOP);
    fireEvent.click(screen.getByTestId('appointments-confirm'));
    await waitFor(() => expect(screen.queryByTestId(`appointment-${WORKSHOP.id}`)).toBeNull());
    expect(calls.find((call) => call.path === '/v1/rpc/appointments/confirm')?.body).toEqual({ ids: [WORKSHOP.id] });
    expect(screen.getByText('Appointment to arrange')).toBeTruthy();
  });

  it('shows the appointments of a date without activity yet, which has no day record', async () => {
    const { api, calls } = appointmentsApi('none');
    await open(api);
    await item(KICK_OFF);
    expect(screen.queryByTestId(`appointment-${TOMORROW.id}`)).toBeNull();
    expect(calls.find((call) => call.path === '/v1/rpc/appointments/pending')?.body).toEqual({});
  });
});
