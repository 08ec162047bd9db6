import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createDimension, register } from '../support/day-flow.js';
import { createTestOrganisation, startTestPortal, type Session, type TestPortal } from '../support/portal.js';

interface Change {
  activity_id: string | null;
  field: string;
  before: unknown;
  after: unknown;
}
interface Entry {
  event_id: string;
  type: string;
  recorded_at: string;
  user: { id: string; name: string } | null;
  request: string | null;
  changes: Change[];
}

const iso = (date: string, hhmm: string) => `${date}T${hhmm}:00.000Z`;
const reference = (response: LightMyRequestResponse) => response.headers['x-request-reference'] as string;
/** The changes of an entry as field → [before, after], for one activity (or the day itself with null). */
const fieldsOf = (entry: Entry, activityId: string | null) =>
  Object.fromEntries(entry.changes.filter((c) => c.activity_id === activityId).map((c) => [c.field, [c.before, c.after]]));

describe('a day’s history and the day screen’s worklists', () => {
  let test: TestPortal;
  let user: Session;
  let self: { id: string; name: string };
  let contact: string;
  let project: string;
  beforeAll(async () => {
    test = await startTestPortal();
    const firm = await createTestOrganisation(test);
    user = await firm.member('user');
    const me = (await user.get('/v1/users/self')).json().data;
    self = { id: me.id, name: 'Uma user' };
    contact = await createContact(firm.admin, 'Tandartspraktijk Mondzorg');
    project = await createDimension(firm.admin, 1, 'Administratie');
  });
  afterAll(async () => test.close());

  it('lists every event of a day with who, when, the request that caused it, and each field before and after', async () => {
    const date = '2026-03-02';
    const started = Date.now();
    const post = async (url: string, body: unknown) => {
      const response = await user.post(url, body);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response;
    };
    const first = await post('/v1/activities', { started_at: iso(date, '09:00'), ended_at: iso(date, '11:00'), context: { title: 'Offerte' } });
    const a = first.json().data;
    const second = await post('/v1/activities', { started_at: iso(date, '10:30'), ended_at: iso(date, '11:30'), context: { title: 'Bellen' } });
    const b = second.json().data;
    const tag = await user.put(`/v1/activities/${a.id}`, { contact_id: contact });
    const tagB = await post('/v1/rpc/logs/batch-edit', { logs: [b.id], internal: true });
    const booking = await post('/v1/rpc/logs/assign-dimensions', { logs: [a.id, b.id], slots: { project_id: project } });
    const correction = await post('/v1/rpc/days/corrections', { day_id: a.day_id, action: 'set', parameters: { activity_id: a.id, duration: 5760 } });
    const init = await post('/v1/rpc/days/init-publish', { day_id: a.day_id });
    const publish = await post('/v1/rpc/days/publish', { day_id: a.day_id });

    const response = await user.get(`/v1/days/${a.day_id}/history`);
    expect(response.statusCode).toBe(200);
    const history: Entry[] = response.json().data;
    expect(history.map((e) => [e.type, e.request])).toEqual([
      ['DayOpened', reference(first)],
      ['ActivityRegistered', reference(first)],
      ['ActivityTrimmed', reference(second)],
      ['ActivityRegistered', reference(second)],
      ['ActivitiesTagged', reference(tag)],
      ['ActivitiesTagged', reference(tagB)],
      ['ActivitiesBooked', reference(booking)],
      ['DurationsCorrected', reference(correction)],
      ['DayLocked', reference(init)],
      ['DayPublished', reference(publish)],
    ]);
    for (const entry of history) {
      expect(entry.user).toEqual(self);
      expect(Date.parse(entry.recorded_at)).toBeGreaterThanOrEqual(started - 1000);
      expect(Date.parse(entry.recorded_at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(new Set(history.map((e) => e.event_id)).size).toBe(history.length);

    const [opened, registered, trimmed, , tagged, internal, booked, corrected, locked, published] = history as [Entry, ...Entry[]];
    expect(fieldsOf(opened, null)).toEqual({ date: [null, date] });
    // A registration lists the values it set, not the fields it left empty (null → null).
    expect(fieldsOf(registered!, a.id)).toEqual({
      started_at: [null, iso(date, '09:00')],
      ended_at: [null, iso(date, '11:00')],
      internal: [null, false],
      status: [null, 'open'],
      removed: [null, false],
    });
    expect(trimmed!.changes).toEqual([{ activity_id: a.id, field: 'ended_at', before: iso(date, '11:00'), after: iso(date, '10:30') }]);
    expect(tagged!.changes).toEqual([{ activity_id: a.id, field: 'contact_id', before: null, after: contact }]);
    expect(internal!.changes).toEqual([{ activity_id: b.id, field: 'internal', before: false, after: true }]);
    const bookingOf = { project_id: project, subproject_id: null, working_code_id: null };
    for (const id of [a.id, b.id]) expect(fieldsOf(booked!, id)).toEqual({ status: ['open', 'booked'], booking: [null, bookingOf] });
    expect(corrected!.changes).toEqual([{ activity_id: a.id, field: 'corrected_duration', before: null, after: 5760 }]);
    expect(locked!.changes).toEqual([{ activity_id: null, field: 'status', before: 'open', after: 'locked' }]);
    expect(fieldsOf(published!, null)).toEqual({ status: ['locked', 'published'] });
    expect(fieldsOf(published!, a.id)).toEqual({ status: ['booked', 'published'], published_duration: [null, 5760] });
    expect(fieldsOf(published!, b.id)).toEqual({ status: ['booked', 'published'], published_duration: [null, 3600] });

    const trimmedActivity = (await user.get(`/v1/activities/${a.id}`)).json().data;
    expect(trimmedActivity).toMatchObject({ original_duration: 7200, corrected_duration: 5760, published_duration: 5760, ended_at: iso(date, '10:30') });
  });

  it('shows in an activity’s history only the changes of that activity, under both paths', async () => {
    const date = '2026-03-03';
    const a = await register(user, '', '', { started_at: iso(date, '09:00'), ended_at: iso(date, '10:00') });
    const b = await register(user, '', '', { started_at: iso(date, '09:30'), ended_at: iso(date, '10:30') });
    await user.post('/v1/rpc/logs/batch-edit', { logs: [a.id, b.id], contact_id: contact });
    await user.put(`/v1/activities/${b.id}`, { description: 'Alleen b' });

    const ofA: Entry[] = (await user.get(`/v1/activities/${a.id}/history`)).json().data;
    expect(ofA.map((e) => e.type)).toEqual(['ActivityRegistered', 'ActivityTrimmed', 'ActivitiesTagged']);
    expect(ofA.flatMap((e) => e.changes).every((c) => c.activity_id === a.id)).toBe(true);
    expect(ofA[1]!.changes).toEqual([{ activity_id: a.id, field: 'ended_at', before: iso(date, '10:00'), after: iso(date, '09:30') }]);
    const ofB: Entry[] = (await user.get(`/v1/logs/${b.id}/history`)).json().data;
    expect(ofB.map((e) => e.type)).toEqual(['ActivityRegistered', 'ActivitiesTagged', 'ActivitiesDescribed']);
    expect(ofB.flatMap((e) => e.changes).every((c) => c.activity_id === b.id)).toBe(true);
    expect(ofB[2]!.changes).toEqual([{ activity_id: b.id, field: 'description', before: null, after: 'Alleen b' }]);
    expect(ofA[2]!.event_id).toBe(ofB[1]!.event_id);
  });

  describe('worklists of a day', () => {
    const date = '2026-03-04';
    const web = { type: 'web', identifier: 'chrome', name: 'Chrome' };
    let ids: Record<'offerte1' | 'offerte2' | 'mail' | 'untagged' | 'ignored' | 'elsewhere', string>;
    let dayId: string;
    beforeAll(async () => {
      const add = async (from: string, to: string, source: object, title: string) =>
        (await register(user, '', '', { started_at: iso(date, from), ended_at: iso(date, to), source, context: { title } })).id;
      ids = {
        offerte1: await add('08:00', '08:30', web, 'Offerte Mondzorg'),
        offerte2: await add('09:00', '09:20', web, 'Offerte Mondzorg'),
        mail: await add('10:00', '10:15', { type: 'email', identifier: 'outlook', name: 'Outlook' }, 'Offerte Mondzorg'),
        untagged: await add('11:00', '11:30', web, 'Nieuws'),
        ignored: await add('12:00', '12:10', web, 'Pauze'),
        elsewhere: (await register(user, '', '', { started_at: iso('2026-03-05', '08:00'), ended_at: iso('2026-03-05', '09:00') })).id,
      };
      dayId = (await user.get(`/v1/activities/${ids.offerte1}`)).json().data.day_id;
      expect((await user.post('/v1/rpc/logs/batch-edit', { logs: [ids.offerte1, ids.offerte2], contact_id: contact })).statusCode).toBe(200);
      expect((await user.post('/v1/rpc/logs/batch-edit', { logs: [ids.mail], internal: true })).statusCode).toBe(200);
      expect((await user.post('/v1/rpc/logs/assign-dimensions', { logs: [ids.mail], slots: { project_id: project } })).statusCode).toBe(200);
      expect((await user.put(`/v1/activities/${ids.ignored}`, { status: 'ignored' })).statusCode).toBe(200);
    });
    const idsOf = (response: LightMyRequestResponse) => response.json().data.map((a: { id: string }) => a.id).sort();

    it('lists as pending tag the open activity without contact or internal mark, by day id or by date', async () => {
      expect(idsOf(await user.post('/v1/rpc/logs/pending-tag', { day_id: dayId }))).toEqual([ids.untagged]);
      expect(idsOf(await user.post('/v1/rpc/logs/pending-tag', { date }))).toEqual([ids.untagged]);
    });

    it('lists as pending dimensions the tagged activity that is not booked yet', async () => {
      expect(idsOf(await user.post('/v1/rpc/logs/pending-dimensions', { day_id: dayId }))).toEqual([ids.offerte1, ids.offerte2].sort());
      expect(idsOf(await user.post('/v1/rpc/logs/pending-dimensions', { date }))).toEqual([ids.offerte1, ids.offerte2].sort());
    });

    it('clusters the day’s activity by source and subject, with each cluster’s flags', async () => {
      const response = await user.post('/v1/rpc/activities/overview', { day_id: dayId });
      expect(response.statusCode).toBe(200);
      const clusters = response.json().data as Array<{ subject: { source: { type: string }; context: { title: string } }; duration: number; flags: Record<string, unknown>; logs: Array<{ id: string }> }>;
      const byKey = Object.fromEntries(clusters.map((c) => [`${c.subject.source.type}:${c.subject.context.title}`, c]));
      expect(Object.keys(byKey).sort()).toEqual(['email:Offerte Mondzorg', 'web:Nieuws', 'web:Offerte Mondzorg', 'web:Pauze']);
      const flags = (key: string) => {
        const { checked, tagged, booked, contact: hasContact, contact_id, activities } = byKey[key]!.flags;
        return { checked, tagged, booked, contact: hasContact, contact_id, activities, duration: byKey[key]!.duration, logs: byKey[key]!.logs.map((l) => l.id).sort() };
      };
      expect(flags('web:Offerte Mondzorg')).toEqual({
        checked: false, tagged: true, booked: false, contact: true, contact_id: contact, activities: 2, duration: 3000, logs: [ids.offerte1, ids.offerte2].sort(),
      });
      expect(flags('email:Offerte Mondzorg')).toEqual({
        checked: false, tagged: true, booked: true, contact: false, contact_id: null, activities: 1, duration: 900, logs: [ids.mail],
      });
      expect(flags('web:Nieuws')).toMatchObject({ tagged: false, booked: false, contact: false, activities: 1, logs: [ids.untagged] });
      expect(flags('web:Pauze')).toMatchObject({ tagged: false, booked: false, activities: 1, logs: [ids.ignored] });
      expect(clusters.flatMap((c) => c.logs.map((l) => l.id))).not.toContain(ids.elsewhere);
      expect((await user.post('/v1/rpc/logs/overview', { date })).json().data).toEqual(response.json().data);
    });

    it('takes a clustered activity out of the worklists once it is tagged and booked', async () => {
      await user.post('/v1/rpc/logs/batch-edit', { logs: [ids.untagged], contact_id: contact });
      expect(idsOf(await user.post('/v1/rpc/logs/pending-tag', { day_id: dayId }))).toEqual([]);
      await user.post('/v1/rpc/logs/assign-dimensions', { logs: [ids.offerte1, ids.offerte2, ids.untagged], slots: { project_id: project } });
      expect(idsOf(await user.post('/v1/rpc/logs/pending-dimensions', { day_id: dayId }))).toEqual([]);
      const overview = (await user.post('/v1/rpc/activities/overview', { day_id: dayId })).json().data;
      const offerte = overview.find((c: { subject: { source: { type: string }; context: { title: string } } }) => c.subject.source.type === 'web' && c.subject.context.title === 'Offerte Mondzorg');
      expect(offerte.flags).toMatchObject({ tagged: true, booked: true, contact_id: contact, activities: 2 });
    });
  });
});
