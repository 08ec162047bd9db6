// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, testUser, type FakeApi } from '../common/testScreen.js';
import { ApiError } from '../errors/api-error.js';
import type { TravelProposal } from '../providers/domain.js';
import AppointmentEdit from './AppointmentEdit.js';
import { testAppointment } from './testing.js';

afterEach(cleanup);

const KICK_OFF = testAppointment({ internal: true, status: 'arranged' });
const PROPOSAL: TravelProposal = { travel_location_start: 'Utrecht', travel_duration_start: 2460, travel_location_end: 'Utrecht', travel_duration_end: 2520 };
const NOT_FOUND = new ApiError(422, { status: 422, code: 'find', title: 'This address could not be found.', message: 'The address "Atlantis" could not be found.', reference: 'r1' });

/** The appointment's API, whose routing service answers `travel` (a value, a refusal, or a promise still open). */
function travelApi(travel: () => unknown) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const api: FakeApi = (url, method, body) => {
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/v1/rpc/appointments/travel') return travel();
    if (url.pathname === `/v1/appointments/${KICK_OFF.id}`) return { data: method === 'PUT' ? { ...KICK_OFF, ...(body as object) } : KICK_OFF };
    if (url.pathname === '/v1/contacts') return [];
    throw new Error(`unexpected call ${method} ${url.pathname}`);
  };
  return { api, calls };
}

async function openAppointment(api: FakeApi, travelProposals: boolean) {
  const user = testUser({ travel_proposals: travelProposals });
  await renderScreen(
    <ResourceContextProvider value="appointments">
      <AppointmentEdit />
    </ResourceContextProvider>,
    { path: '/appointments/:id', at: `/appointments/${KICK_OFF.id}`, api, user },
  );
}

describe("an appointment's travel proposed by the portal's routing service", () => {
  it('fills both legs with the proposal, unsaved, and saves them when the person does', async () => {
    const { api, calls } = travelApi(() => ({ data: PROPOSAL }));
    await openAppointment(api, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Propose travel' }));
    await waitFor(() => expect(screen.getAllByLabelText<HTMLInputElement>('Minutes').map((input) => input.value)).toEqual(['41', '42']));
    expect(screen.getByLabelText<HTMLInputElement>('Start location').value).toBe('Utrecht');
    expect(screen.getByLabelText<HTMLInputElement>('End location').value).toBe('Utrecht');
    // Travel starts at the day's appointment before it: the form gave no start location.
    expect(calls.find((call) => call.path === '/v1/rpc/appointments/travel')?.body).toEqual({ id: KICK_OFF.id });
    expect(calls.some((call) => call.method === 'PUT'), 'a proposal is not saved by itself').toBe(false);

    // 41 minutes, not a multiple of 5: the browser must not refuse the form over it.
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject(PROPOSAL));
  });

  it('travels from the start location the person gave, and is busy while it asks', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api, calls } = travelApi(() => new Promise((resolve) => (answer = resolve)));
    await openAppointment(api, true);
    fireEvent.change(await screen.findByLabelText('Start location'), { target: { value: ' Amersfoort ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Propose travel' }));
    const button = screen.getByTestId('appointment-propose-travel');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((call) => call.path === '/v1/rpc/appointments/travel')?.body).toEqual({ id: KICK_OFF.id, from: 'Amersfoort' });

    answer({ data: { ...PROPOSAL, travel_location_start: 'Amersfoort', travel_location_end: 'Amersfoort' } });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getByLabelText<HTMLInputElement>('End location').value).toBe('Amersfoort');
  });

  it("says in the API's words why it proposed nothing, beside the button, and leaves the legs as they were", async () => {
    const { api } = travelApi(() => {
      throw NOT_FOUND;
    });
    await openAppointment(api, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Propose travel' }));
    expect((await screen.findByTestId('appointment-travel-refused')).textContent).toBe('The address "Atlantis" could not be found.');
    expect(screen.getAllByLabelText<HTMLInputElement>('Minutes').map((input) => input.value)).toEqual(['0', '0']);
  });

  it('says travel is entered by hand, and offers no button, on a portal without a routing service', async () => {
    const { api, calls } = travelApi(() => ({ data: PROPOSAL }));
    await openAppointment(api, false);
    expect((await screen.findByTestId('appointment-travel-by-hand')).textContent).toBe('Travel is entered by hand: no routing service is set up.');
    expect(screen.queryByRole('button', { name: 'Propose travel' })).toBeNull();
    expect(calls.some((call) => call.path === '/v1/rpc/appointments/travel')).toBe(false);
  });
});
