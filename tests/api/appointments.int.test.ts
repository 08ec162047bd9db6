import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCalendarChanges } from '../../calendar/apply.js';
import type { CalendarEvent } from '../../calendar/event.js';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

let test: TestPortal;
beforeAll(async () => {
  test = await startTestPortal();
});
afterAll(async () => test.close());

const event = (id: string, from: string, to: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  external_id: id,
  title: `Meeting ${id}`,
  start: `2026-03-02T${from}:00.000Z`,
  end: `2026-03-02T${to}:00.000Z`,
  all_day: false,
  location: 'Ghent office',
  attendees: ['ann@customer.test'],
  organizer: null,
  ...extra,
});

describe('appointments from a calendar', () => {
  let firm: Organisation;
  let person: Session;
  let userId: string;
  let acme: string;
  const sync = async (upserted: CalendarEvent[], removed: string[] = []) => {
    const applied = await applyCalendarChanges(test.portal.deps, { client_id: firm.clientId, user_id: userId }, { source: 'ics', upserted, removed });
    if (applied.position) await test.portal.deps.runner.waitFor(applied.position);
    return applied;
  };
  const find = async (externalTitle: string) => {
    const list = (await person.get('/v1/appointments?limit=100&status=in:pending,arranged,confirmed,ignored,cancelled')).json().data;
    return list.find((row: { description: string }) => row.description === externalTitle);
  };

  beforeAll(async () => {
    firm = await createTestOrganisation(test);
    person = await firm.member('user');
    userId = (await person.get('/v1/users/self')).json().data.id;
    acme = (await firm.admin.post('/v1/contacts', { name: 'Acme' })).json().data.id;
  });

  it('become pending appointments by the appointment conditions, once however often the calendar is read', async () => {
    const events = [event('a', '09:00', '10:30'), event('short', '11:00', '11:30'), event('bare', '13:00', '15:00', { location: null, attendees: [] })];
    expect(await sync(events)).toMatchObject({ scheduled: ['a'], skipped: ['short', 'bare'] });
    expect(await sync(events)).toMatchObject({ scheduled: [], moved: [] });
    const appointment = await find('Meeting a');
    expect(appointment).toMatchObject({ status: 'pending', location: 'Ghent office', attendees: ['ann@customer.test'], original_duration: 5400, needs_confirmation: false });
    const pending = (await person.post('/v1/rpc/appointments/pending', { day_ids: [appointment.day_id] })).json().data;
    expect(pending.map((row: { id: string }) => row.id)).toEqual([appointment.id]);
    expect((await firm.admin.get(`/v1/appointments/${appointment.id}`)).statusCode, "someone else's").toBe(404);
  });

  it('arranged with a contact, an appointment under 4 hours becomes activity on its day at once', async () => {
    await sync([event('b', '10:00', '12:00')]);
    const appointment = await find('Meeting b');
    const response = await person.put(`/v1/appointments/${appointment.id}`, { contact_id: acme });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'confirmed', contact_id: acme, activity_ids: [expect.any(String)] });
    const activity = (await person.get(`/v1/activities/${response.json().data.activity_ids[0]}`)).json().data;
    expect(activity).toMatchObject({ contact_id: acme, started_at: expect.stringContaining('2026-03-02T10:00') });
  });

  it('the confirmation rule holds an appointment with travel over 4 hours until it is confirmed, in a batch', async () => {
    await sync([event('c', '12:00', '15:00')]);
    const appointment = await find('Meeting c');
    const arranged = (await person.put(`/v1/appointments/${appointment.id}`, { internal: true, travel_duration_start: 5400, travel_location_start: 'Home', travel_contact_start: 'ignore' })).json().data;
    expect(arranged).toMatchObject({ status: 'arranged', needs_confirmation: true, travel_time: 5400, travel_contact_start: 'ignore', travel_start: '2026-03-02T10:30:00.000Z', activity_ids: [] });
    await sync([event('d', '16:00', '17:30')]);
    const pendingOne = await find('Meeting d');
    const refused = await person.post('/v1/rpc/appointments/confirm', { ids: [appointment.id, pendingOne.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'validation_failed', errors: { contact_id: [expect.stringContaining(pendingOne.id)] } });
    const confirmed = await person.post('/v1/rpc/appointments/confirm', { ids: [appointment.id] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data[0]).toMatchObject({ status: 'confirmed', activity_ids: [expect.any(String)] });
  });

  it('follow their event: moved, it moves with its activity; removed, it is cancelled with it', async () => {
    await sync([event('e', '07:00', '08:30')]);
    const appointment = await find('Meeting e');
    const [activityId] = (await person.put(`/v1/appointments/${appointment.id}`, { internal: true })).json().data.activity_ids;
    expect(await sync([event('e', '07:30', '09:00')])).toMatchObject({ moved: ['e'] });
    const moved = (await person.get(`/v1/appointments/${appointment.id}`)).json().data;
    expect(moved).toMatchObject({ status: 'confirmed', started_at: '2026-03-02T07:30:00.000Z' });
    expect(moved.activity_ids).not.toEqual([activityId]);
    expect(await sync([], ['e'])).toMatchObject({ cancelled: ['e'] });
    expect((await person.get(`/v1/appointments/${appointment.id}`)).statusCode).toBe(404);
    expect((await person.get(`/v1/activities/${moved.activity_ids[0]}`)).json().data).toMatchObject({ is_deleted: true });
  });

  it("are arranged by the tag of an attendee's address as the calendar brings them", async () => {
    expect((await person.post('/v1/tags', { type: 'email', value: 'bob@partner.test', contact_id: acme })).statusCode).toBe(201);
    await test.portal.deps.tagIndex.refresh();
    await sync([event('f', '18:00', '19:00', { attendees: ['bob@partner.test'] })]);
    expect(await find('Meeting f')).toMatchObject({ status: 'confirmed', contact_id: acme, tag: { type: 'email', value: 'bob@partner.test' } });
  });

  it('on a published day: a move or removal in the calendar is listed on the appointment, once, and the day does not change', async () => {
    const on5th = (from: string, to: string) => ({ start: `2026-03-05T${from}:00.000Z`, end: `2026-03-05T${to}:00.000Z` });
    await sync([event('p', '09:00', '10:30', on5th('09:00', '10:30'))]);
    const appointment = await find('Meeting p');
    const [activityId] = (await person.put(`/v1/appointments/${appointment.id}`, { internal: true })).json().data.activity_ids;
    // Its activity set aside by hand, so the day has nothing left to book.
    expect((await person.put(`/v1/activities/${activityId}`, { status: 'ignored' })).statusCode).toBe(200);
    const published = await person.post('/v1/rpc/days/publish', { day_id: appointment.day_id, confirm: true });
    expect(published.json().data?.status, published.body).toBe('published');
    const day = (await person.get(`/v1/days/${appointment.day_id}`)).json().data;

    const moved = event('p', '11:00', '12:30', on5th('11:00', '12:30'));
    expect(await sync([moved])).toMatchObject({ held: ['p'], moved: [] });
    expect(await sync([moved])).toMatchObject({ held: [], moved: [] });
    expect(await sync([], ['p'])).toMatchObject({ held: ['p'], cancelled: [] });

    const listed = (await person.get(`/v1/appointments/${appointment.id}`)).json().data;
    expect(listed).toMatchObject({ status: 'confirmed', started_at: '2026-03-05T09:00:00.000Z', activity_ids: [activityId] });
    expect(listed.held_changes).toEqual([
      { kind: 'moved', started_at: '2026-03-05T11:00:00.000Z', ended_at: '2026-03-05T12:30:00.000Z', description: 'Meeting p' },
      { kind: 'cancelled' },
    ]);
    expect((await person.get(`/v1/days/${appointment.day_id}`)).json().data).toEqual(day);
    expect((await person.get(`/v1/activities/${activityId}`)).json().data).toMatchObject({ is_deleted: false, started_at: '2026-03-05T09:00:00.000Z' });
  });

  it('refuse bad input in the catalogue shape', async () => {
    await sync([event('g', '20:00', '21:00')]);
    const appointment = await find('Meeting g');
    const both = await person.put(`/v1/appointments/${appointment.id}`, { contact_id: acme, internal: true });
    expect(both.statusCode).toBe(422);
    expect(both.json()).toMatchObject({ code: 'validation_failed', errors: { internal: [expect.any(String)] } });
    expect((await person.put(`/v1/appointments/${appointment.id}`, { travel_duration_start: -5 })).json()).toMatchObject({ code: 'validation_failed' });
    expect((await person.put('/v1/appointments/00000000-0000-4000-8000-000000000000', { internal: true })).json()).toMatchObject({ code: 'model_not_found' });
    expect((await person.post('/v1/rpc/appointments/confirm', { ids: [] })).statusCode).toBe(422);
  });

  it('are found by their id written in capitals too', async () => {
    await sync([event('h', '21:00', '22:00')]);
    const appointment = await find('Meeting h');
    const shouted = appointment.id.toUpperCase();

    const read = await person.get(`/v1/appointments/${shouted}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: appointment.id, description: 'Meeting h' });
    expect((await person.get('/v1/appointments/00000000-0000-4000-8000-00000000000A')).json()).toMatchObject({ status: 404, code: 'model_not_found' });
  });

  it('have their travel entered by hand on a portal without a routing service: proposing it answers system_not_available', async () => {
    await sync([event('h', '21:00', '22:00')]);
    const appointment = await find('Meeting h');
    const proposed = await person.post('/v1/rpc/appointments/travel', { id: appointment.id, from: 'Home' });
    expect(proposed.statusCode).toBe(422);
    expect(proposed.json()).toMatchObject({ code: 'system_not_available', message: 'This portal has no routing service: enter travel by hand.' });
    expect((await person.get('/v1/users/self')).json().data.travel_proposals, 'the appointment screen says so instead of offering the button').toBe(false);
  });
});
