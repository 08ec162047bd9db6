import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCalendarChanges } from '../../calendar/apply.js';
import type { CalendarEvent } from '../../calendar/event.js';
import { OpenRouteServiceFake } from '../../integrations/testing/openrouteservice-server.js';
import { openRouteService } from '../../travel/openrouteservice.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
let ors: OpenRouteServiceFake;
beforeAll(async () => {
  ors = await OpenRouteServiceFake.start();
  ors.places.set('ghent office', [3.7174, 51.0543]);
  ors.places.set('brussels office', [4.3517, 50.8503]);
  ors.places.set('antwerp office', [4.4025, 51.2194]);
  test = await startTestPortal({ routes: openRouteService({ baseUrl: ors.baseUrl, apiKey: ors.apiKey }) });
});
afterAll(async () => {
  await test.close();
  await ors.server.close();
});

const event = (id: string, from: string, to: string, location: string | null): CalendarEvent => ({
  external_id: id,
  title: `Meeting ${id}`,
  start: `2026-03-03T${from}:00.000Z`,
  end: `2026-03-03T${to}:00.000Z`,
  all_day: false,
  location,
  attendees: ['ann@customer.test'],
  organizer: null,
});

describe("an appointment's travel proposed by the routing service", () => {
  let firm: Organisation;
  let person: Session;
  let userId: string;
  const find = async (title: string) => (await person.get('/v1/appointments?limit=100')).json().data.find((row: { description: string }) => row.description === title);

  beforeAll(async () => {
    firm = await createTestOrganisation(test);
    person = await firm.member('user');
    userId = (await person.get('/v1/users/self')).json().data.id;
    const events = [event('morning', '08:00', '09:30', 'Ghent office'), event('noon', '12:00', '13:00', 'Brussels office'), event('nowhere', '15:00', '16:00', 'Atlantis'), event('bare', '17:00', '19:00', null)];
    const applied = await applyCalendarChanges(test.portal.deps, { client_id: firm.clientId, user_id: userId }, { source: 'ics', upserted: events, removed: [] });
    if (applied.position) await test.portal.deps.runner.waitFor(applied.position);
  });

  it('tells the appointment screen that the portal proposes travel (users/self)', async () => {
    expect((await person.get('/v1/users/self')).json().data.travel_proposals).toBe(true);
  });

  it("proposes travel out from the day's appointment before it and back there, which a PUT then takes", async () => {
    const noon = await find('Meeting noon');
    const proposed = await person.post('/v1/rpc/appointments/travel', { id: noon.id });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const travel = proposed.json().data;
    // Ghent–Brussels, 51 km as the crow flies, at the local server's 60 km/h: some 51 minutes each way.
    expect(travel).toMatchObject({ travel_location_start: 'Ghent office', travel_location_end: 'Ghent office' });
    expect(travel.travel_duration_start).toBeGreaterThan(2900);
    expect(travel.travel_duration_start).toBeLessThan(3200);
    expect(travel.travel_duration_end).toBe(travel.travel_duration_start);
    expect((await find('Meeting noon')).travel_time, 'a proposal changes nothing').toBe(0);
    const taken = (await person.put(`/v1/appointments/${noon.id}`, { internal: true, ...travel })).json().data;
    expect(taken).toMatchObject({ travel_time: travel.travel_duration_start * 2, travel_location_start: 'Ghent office' });
    expect(ors.server.violations()).toEqual([]);
  });

  it('travels from where the person says', async () => {
    const morning = await find('Meeting morning');
    const travel = (await person.post('/v1/rpc/appointments/travel', { id: morning.id, from: 'Antwerp office' })).json().data;
    expect(travel).toMatchObject({ travel_location_start: 'Antwerp office', travel_duration_start: expect.any(Number) });
    expect(travel.travel_duration_start).toBeGreaterThan(3000);
  });

  it('says what is missing or not found, in the catalogue shape', async () => {
    const morning = await find('Meeting morning');
    expect((await person.post('/v1/rpc/appointments/travel', { id: morning.id })).json(), 'no appointment before it, no from').toMatchObject({ code: 'address_empty' });
    const bare = await find('Meeting bare');
    expect((await person.post('/v1/rpc/appointments/travel', { id: bare.id, from: 'Ghent office' })).json(), 'no location').toMatchObject({ code: 'address_empty' });
    const nowhere = await find('Meeting nowhere');
    const unknown = await person.post('/v1/rpc/appointments/travel', { id: nowhere.id });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'find', message: 'The address "Atlantis" could not be found.' });
    expect((await person.post('/v1/rpc/appointments/travel', { id: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({ code: 'model_not_found' });
    expect((await firm.admin.post('/v1/rpc/appointments/travel', { id: nowhere.id })).json(), "someone else's").toMatchObject({ code: 'model_not_found' });
  });
});
