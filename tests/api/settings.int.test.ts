import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrganisation, startTestPortal, type Organisation, type Session, type TestPortal } from '../support/portal.js';

/** Issue 15's bad input to the settings, as the settings screens send it: one PUT a chapter. */
let test: TestPortal;
let firm: Organisation;
beforeAll(async () => {
  test = await startTestPortal();
  firm = await createTestOrganisation(test, 'Settings firm');
});
afterAll(async () => test.close());

type Entry = { chapter: string; key: string; value: unknown; source: string };
const chapterOf = async (session: Session, url: string, chapter: string) =>
  Object.fromEntries(((await session.get(url)).json().data as Entry[]).filter((entry) => entry.chapter === chapter).map((entry) => [entry.key, [entry.value, entry.source]]));

describe('a refused chapter', () => {
  it('names the missing end of a work day, in the person’s language, and keeps the whole chapter as it was', async () => {
    const before = await chapterOf(firm.admin, '/v1/preferences/client', 'work_schedule');
    const response = await firm.admin.request({
      method: 'PUT',
      url: '/v1/preferences/client/work_schedule',
      headers: { 'accept-language': 'de' },
      payload: { enforce_schedule: true, schedule: { monday: { start: '09:00', end: '17:00' }, tuesday: { start: '09:00', end: '' } } },
    });
    expect([response.statusCode, response.json().code]).toEqual([422, 'validation_failed']);
    expect(response.json().errors).toEqual({ 'schedule.tuesday.end': ['Geben Sie sowohl eine Anfangs- als auch eine Endzeit an, oder keine von beiden.'] });
    expect(await chapterOf(firm.admin, '/v1/preferences/client', 'work_schedule')).toEqual(before);
  });

  it('refuses a block size of 0 and a threshold below 0 next to their fields, and saves none of the chapter', async () => {
    const blocks = await firm.admin.put('/v1/preferences/client/block_calculation_settings', { block_size: 0, round_type: 'up', ignore_threshold: 30, forced_block_size: 60, default_block_size: 360 });
    expect([blocks.statusCode, blocks.json().errors]).toEqual([422, { block_size: ['A block lasts longer than zero.'] }]);
    const thresholds = await firm.admin.put('/v1/preferences/client/log_thresholds', { absence: 900, grace: { email: -5 }, ignore: { web: 20 } });
    expect([thresholds.statusCode, thresholds.json().errors]).toEqual([422, { 'grace.email': ['Cannot be below zero.'] }]);
    expect(await chapterOf(firm.admin, '/v1/preferences/client', 'block_calculation_settings')).toMatchObject({ block_size: [60, 'default'], round_type: ['regular', 'default'], ignore_threshold: [25, 'default'] });
    expect(await chapterOf(firm.admin, '/v1/preferences/client', 'log_thresholds')).toMatchObject({ absence: [600, 'default'] });
  });

  it('speaks the person’s chosen language over their browser’s', async () => {
    const person = await firm.member('user');
    expect((await person.put('/v1/preferences/language', { code: 'fr' })).statusCode).toBe(200);
    const refused = await person.put('/v1/preferences/data_retention', { logged_activity: 0 });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { logged_activity: ['Indiquez un nombre entier de jours, de 1 à 3650.'] }]);
  });
});

describe("the organisation's settings and a person's own", () => {
  it("are read apart: the firm's from GET /v1/preferences/client (by everyone), the person's own over them from GET /v1/preferences", async () => {
    const person = await firm.member('user');
    expect((await firm.admin.put('/v1/preferences/client/reminders', { booking_time: '17:15' })).statusCode).toBe(200);
    expect((await person.put('/v1/preferences/reminders', { booking_time: '16:00' })).statusCode).toBe(200);
    expect(await chapterOf(person, '/v1/preferences/client', 'reminders')).toEqual({ booking_time: ['17:15', 'client'] });
    expect(await chapterOf(person, '/v1/preferences', 'reminders')).toEqual({ booking_time: ['16:00', 'user'] });
    expect(await chapterOf(firm.admin, '/v1/preferences/client', 'detections')).toEqual({
      appointments: [true, 'default'],
      calls: [true, 'default'],
      email: [false, 'default'],
      emailContents: [false, 'default'],
      meetings: [true, 'default'],
    });
    const other = await createTestOrganisation(test, 'Other settings firm');
    expect(await chapterOf(other.admin, '/v1/preferences/client', 'reminders')).toEqual({ booking_time: ['16:45', 'default'] });
  });

  it('take a whole chapter in one PUT, each chapter of §9.5 with keys', async () => {
    const saved = await firm.admin.put('/v1/preferences/client/detections', { appointments: false, calls: true, emailContents: true, meetings: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await firm.admin.put('/v1/preferences/client/contact_codes', { display: 'suffix' })).statusCode).toBe(200);
    expect((await firm.admin.put('/v1/preferences/client/external_crm', { cache_duration: 3600 })).statusCode).toBe(200);
    expect(await chapterOf(firm.admin, '/v1/preferences/client', 'detections')).toMatchObject({ emailContents: [true, 'client'], meetings: [false, 'client'] });
    expect(await chapterOf(firm.admin, '/v1/preferences/client', 'contact_codes')).toEqual({ display: ['suffix', 'client'] });
    const refused = await firm.admin.put('/v1/preferences/client/detections', { calls: 'sometimes' });
    expect([refused.statusCode, Object.keys(refused.json().errors)]).toEqual([422, ['calls']]);
  });

  it("place a contact's code where the reader's contact_codes.display says: the firm's, else their own over it", async () => {
    const other = await createTestOrganisation(test, 'Code display firm');
    const person = await other.member('user');
    const created = await other.admin.post('/v1/contacts', { name: 'Acme Consulting', code: 'AC-1' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const formattedName = async (session: Session) => (await session.get(`/v1/contacts/${id}`)).json().data.formatted_name;
    expect(await formattedName(person)).toBe('AC-1 Acme Consulting');
    await other.admin.put('/v1/preferences/client/contact_codes', { display: 'suffix' });
    expect(await formattedName(person)).toBe('Acme Consulting AC-1');
    await person.put('/v1/preferences/contact_codes', { display: 'none' });
    expect([await formattedName(person), await formattedName(other.admin)]).toEqual(['Acme Consulting', 'Acme Consulting AC-1']);
  });
});
